import { QrWithFiles } from '@/components/qr/QrWithFiles';
import type { Link } from '@/lib/api/model/link';
import { t } from '@/lib/i18n/messages';
import { Dialog } from '../common/Dialog';

/** A row's QR code, large enough to scan from the screen, with its PNG, SVG and Copy image. */
export function LinkQrDialog({ link, onClose }: { link: Link; onClose: () => void }) {
  return (
    <Dialog
      title={t('qrDialogTitle')}
      onClose={onClose}
      testId="qr-dialog"
      actions={
        <button type="button" class="button" onClick={onClose}>
          {t('qrDialogClose')}
        </button>
      }
    >
      <p class="address qr-dialog-url">{link.shortUrl}</p>
      <QrWithFiles url={link.shortUrl} alias={link.alias} size={200} />
    </Dialog>
  );
}
