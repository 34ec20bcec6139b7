import { QrCode } from './QrCode';
import { QrFileActions } from './QrFileActions';

interface Props {
  url: string;
  alias: string;
  /** The drawn code's side in CSS pixels. */
  size: number;
}

/** The QR code with its files beside it: the popup's result and the link manager's QR dialog. */
export function QrWithFiles({ url, alias, size }: Props) {
  return (
    <div class="qr-with-files">
      <QrCode url={url} size={size} />
      <QrFileActions url={url} alias={alias} />
    </div>
  );
}
