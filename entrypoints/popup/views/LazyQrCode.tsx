import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadQrCode } from '../lazy-modules';

type QrCodeComponent = FunctionComponent<{ url: string; size?: number }>;

/** The QR code, loaded only once a result is shown: the encoder stays out of the popup's first load. */
export function LazyQrCode({ url, ready }: { url: string; ready: boolean }) {
  const [QrCode, setQrCode] = useState<QrCodeComponent | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    // A component is a function: wrap it so useState stores it instead of calling it.
    // A frame after the link and its copy status: encoding is the slowest part of the result.
    const frame = requestAnimationFrame(() => {
      loadQrCode().then(
        (module) => live && setQrCode(() => module.QrCode),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [ready]);
  return <div class="qr-slot">{QrCode && <QrCode url={url} size={132} />}</div>;
}
