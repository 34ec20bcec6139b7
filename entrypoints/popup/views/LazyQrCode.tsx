import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { once } from '../load-once';

/**
 * Loaded ahead of any result (see preloadLaterParts in ../later.ts) so showing a new link never
 * waits for the encoder. The files (PNG, SVG, Copy image) come in the same chunk.
 */
export const preloadQrCode = once(() => import('@/components/qr/QrWithFiles'));

type QrComponent = FunctionComponent<{ url: string; alias: string; size: number }>;

/** The QR code and its files, loaded only once a result is shown: the encoder stays out of the popup's first load. */
export function LazyQrCode({ url, alias, ready }: { url: string; alias: string; ready: boolean }) {
  const [QrWithFiles, setQrWithFiles] = useState<QrComponent | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    // A component is a function: wrap it so useState stores it instead of calling it.
    // A frame after the link and its copy status: encoding is the slowest part of the result.
    const frame = requestAnimationFrame(() => {
      preloadQrCode().then(
        (module) => live && setQrWithFiles(() => module.QrWithFiles),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [ready]);
  return <div class="qr-slot">{QrWithFiles && <QrWithFiles url={url} alias={alias} size={132} />}</div>;
}
