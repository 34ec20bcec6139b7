import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { once } from '../load-once';

/** Loaded ahead of any result (see preloadLaterParts in ../later.ts) so showing a new link never waits for the encoder. */
export const preloadQrCode = once(() => import('@/components/qr/QrCode'));

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
      preloadQrCode().then(
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
