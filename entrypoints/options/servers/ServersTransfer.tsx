import { useRef, useState } from 'preact/hooks';
import { toApiError } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { ServersOverview } from '@/lib/messages/protocol';
import { downloadText, fileDate } from '../common/download-file';
import { serverRequests } from './use-server-rows';

type Outcome = { tone: 'ok'; text: string } | { tone: 'bad'; text: string } | null;

/**
 * Export the list of servers and their link defaults to a file, and import such a file: how a
 * setup travels to another browser. Keys never do (the note says so; each imported server asks
 * for its key).
 */
export function ServersTransfer({
  hasServers,
  onImported,
}: {
  hasServers: boolean;
  onImported: (overview: ServersOverview) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [working, setWorking] = useState(false);

  const exportFile = () => {
    setOutcome(null);
    serverRequests.exportList().then(
      (file) => {
        downloadText(`${JSON.stringify(file, null, 2)}\n`, `phpshort-servers-${fileDate()}.json`, 'application/json');
        setOutcome({ tone: 'ok', text: tCount('serversExported', file.servers.length) });
      },
      (error: unknown) => setOutcome({ tone: 'bad', text: toApiError(error).message }),
    );
  };

  const importFile = async (file: File) => {
    setWorking(true);
    setOutcome(null);
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        setOutcome({ tone: 'bad', text: t('serversImportUnreadable') });
        return;
      }
      const answer = await serverRequests.importList(parsed);
      onImported(answer.overview);
      setOutcome({ tone: 'ok', text: tCount('serversImported', answer.added) });
    } catch (error) {
      setOutcome({ tone: 'bad', text: toApiError(error).message });
    } finally {
      setWorking(false);
      // The same file chosen again (after a fix) is a change too.
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div class="servers-transfer" role="group" aria-labelledby="servers-transfer-heading">
      <h3 id="servers-transfer-heading">{t('serversTransferHeading')}</h3>
      <p class="form-hint" id="servers-transfer-note">
        {t('serversExportNoKeys')}
      </p>
      <div class="form-actions">
        <button
          type="button"
          class="button"
          onClick={exportFile}
          disabled={!hasServers}
          aria-describedby="servers-transfer-note"
        >
          {t('serversExport')}
        </button>
        <button
          type="button"
          class="button"
          onClick={() => fileInput.current?.click()}
          disabled={working}
          aria-describedby={outcome?.tone === 'bad' ? 'servers-transfer-outcome' : undefined}
        >
          {t('serversImport')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="servers-import-file"
          aria-label={t('serversImport')}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void importFile(file);
          }}
        />
      </div>
      <p
        id="servers-transfer-outcome"
        class={outcome?.tone === 'bad' ? 'form-error' : 'form-hint'}
        role={outcome?.tone === 'bad' ? 'alert' : 'status'}
        data-testid="servers-transfer-outcome"
      >
        {outcome?.text}
      </p>
    </div>
  );
}
