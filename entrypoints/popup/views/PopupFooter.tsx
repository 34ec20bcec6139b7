import type { ComponentProps } from 'preact';
import { BulkRunNote } from './BulkRunNote';
import { BulkTabsButton } from './BulkTabsButton';
import { FailedShortenings } from './FailedShortenings';

/**
 * Below the form (never under a new short link): failed menu and shortcut shortenings, where a
 * "Shorten many" run stands, and the tabs' entry to it.
 */
export function PopupFooter({ bulk, ...failed }: ComponentProps<typeof FailedShortenings> & { bulk: boolean }) {
  return (
    <>
      <FailedShortenings {...failed} />
      {bulk && <BulkRunNote />}
      {bulk && <BulkTabsButton />}
    </>
  );
}
