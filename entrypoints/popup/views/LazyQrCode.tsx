import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

type QrCodeComponent = FunctionComponent<{ url: string; size?: number }>;

/** The QR code, loaded only once a result is shown: the encoder stays out of the popup's first load. */
export function LazyQrCode({ url }: { url: string }) {
  const [QrCode, setQrCode] = useState<QrCodeComponent | null>(null);
  useEffect(() => {
    let live = true;
    // A component is a function: wrap it so useState stores it instead of calling it.
    import('@/components/qr/QrCode').then(
      (module) => live && setQrCode(() => module.QrCode),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return <div class="qr-slot">{QrCode && <QrCode url={url} size={132} />}</div>;
}
