import type { ComponentProps } from 'preact';
import type { ServerList } from '@/lib/servers';
import { BulkTabsButton } from './BulkTabsButton';
import { FailedShortenings } from './FailedShortenings';
import { JobNotes } from './JobNotes';

type Failed = ComponentProps<typeof FailedShortenings>;

/** What the footer takes of the popup's controller (../use-popup.ts), named here: the lazy views never import it. */
interface FooterSource {
  failed: Failed['entries'];
  retryProblems: Failed['problems'];
  retry: Failed['onRetry'];
  dismiss: Failed['onDismiss'];
}

/**
 * Below the form (never under a new short link): failed menu and shortcut shortenings, where the
 * background's jobs stand (Shorten many, deletes, exports), and the tabs' entry to Shorten many.
 */
export function PopupFooter({
  popup,
  servers,
  bulk,
}: {
  popup: FooterSource;
  servers: ServerList | null;
  bulk: boolean;
}) {
  return (
    <>
      <FailedShortenings
        entries={popup.failed}
        servers={servers}
        problems={popup.retryProblems}
        onRetry={popup.retry}
        onDismiss={popup.dismiss}
      />
      {bulk && <JobNotes />}
      {bulk && <BulkTabsButton />}
    </>
  );
}
