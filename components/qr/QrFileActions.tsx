import { useMemo, useState } from 'preact/hooks';
import { canCopyImage, copyPng } from '@/lib/clipboard-image';
import { downloadBlob } from '@/lib/download-file';
import { t } from '@/lib/i18n/messages';
import { qrFileName } from '@/lib/qr/qr-file-name';
import { FILE_QUIET_ZONE, qrMatrix, qrPng, qrSvg, type QrMatrix } from '@/lib/qr/qr-image';

interface Props {
  /** The short URL the files encode. */
  url: string;
  /** The link's alias, which names the files. */
  alias: string;
}

type Outcome = { kind: 'saved'; fileName: string } | { kind: 'copied' | 'copyFailed' | 'saveFailed' };

function pngBlob(matrix: QrMatrix): Promise<Blob> {
  return qrPng(matrix).then((bytes) => new Blob([bytes as BlobPart], { type: 'image/png' }));
}

function outcomeText(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'saved':
      return t('qrSaved', { file: outcome.fileName });
    case 'copied':
      return t('qrImageCopied');
    case 'copyFailed':
      return t('qrImageCopyFailed');
    case 'saveFailed':
      return t('qrSaveFailed');
  }
}

/**
 * The QR code as files: PNG and SVG downloads named after the alias, and Copy image where the
 * browser can put a picture on the clipboard (not offered where it cannot). What happened is
 * said in a status line next to the buttons.
 */
export function QrFileActions({ url, alias }: Props) {
  const matrix = useMemo(() => qrMatrix(url, FILE_QUIET_ZONE), [url]);
  const copyOffered = useMemo(canCopyImage, []);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const link = { alias, shortUrl: url };

  const savePng = () => {
    const fileName = qrFileName(link, 'png');
    pngBlob(matrix).then(
      (blob) => {
        downloadBlob(blob, fileName);
        setOutcome({ kind: 'saved', fileName });
      },
      () => setOutcome({ kind: 'saveFailed' }),
    );
  };
  const saveSvg = () => {
    const fileName = qrFileName(link, 'svg');
    downloadBlob(new Blob([qrSvg(matrix)], { type: 'image/svg+xml' }), fileName);
    setOutcome({ kind: 'saved', fileName });
  };
  const copyImage = () => {
    copyPng(pngBlob(matrix)).then(
      () => setOutcome({ kind: 'copied' }),
      () => setOutcome({ kind: 'copyFailed' }),
    );
  };

  return (
    <div class="qr-files" role="group" aria-label={t('qrFilesLabel')}>
      <div class="qr-file-buttons">
        <button type="button" class="button qr-file-button" aria-label={t('qrDownloadPngLabel')} onClick={savePng}>
          {t('qrDownloadPng')}
        </button>
        <button type="button" class="button qr-file-button" aria-label={t('qrDownloadSvgLabel')} onClick={saveSvg}>
          {t('qrDownloadSvg')}
        </button>
        {copyOffered && (
          <button type="button" class="button qr-file-button" onClick={copyImage}>
            {t('qrCopyImage')}
          </button>
        )}
      </div>
      <p class={outcome?.kind.endsWith('Failed') ? 'qr-files-status qr-files-failed' : 'qr-files-status'} role="status">
        {outcome && outcomeText(outcome)}
      </p>
    </div>
  );
}
