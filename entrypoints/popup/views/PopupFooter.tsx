import type { ComponentProps } from 'preact';
import { BulkTabsButton } from './BulkTabsButton';
import { FailedShortenings } from './FailedShortenings';
import { JobNotes } from './JobNotes';

/**
 * Below the form (never under a new short link): failed menu and shortcut shortenings, where the
 * background's jobs stand (Shorten many, deletes, exports), and the tabs' entry to Shorten many.
 */
export function PopupFooter({ bulk, ...failed }: ComponentProps<typeof FailedShortenings> & { bulk: boolean }) {
  return (
    <>
      <FailedShortenings {...failed} />
      {bulk && <JobNotes />}
      {bulk && <BulkTabsButton />}
    </>
  );
}
