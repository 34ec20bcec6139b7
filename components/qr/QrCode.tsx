import { useMemo } from 'preact/hooks';
import './qr.css';
import { t } from '@/lib/i18n/messages';
import { qrMatrix, qrPathData } from '@/lib/qr/qr-image';

interface Props {
  /** The short URL to encode. */
  url: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/** Light modules around the code on screen, where the page around it is light space enough. */
const SCREEN_QUIET_ZONE = 2;

/**
 * A QR code drawn locally (no network) as one SVG path. Always dark on white, in dark mode too:
 * many scanners cannot read inverted codes.
 */
export function QrCode({ url, size = 160 }: Props) {
  const { path, modules } = useMemo(() => {
    const matrix = qrMatrix(url, SCREEN_QUIET_ZONE);
    return { path: qrPathData(matrix), modules: matrix.size };
  }, [url]);
  return (
    <svg
      class="qr-code"
      role="img"
      aria-label={t('qrLabel', { url })}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shape-rendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
