import { useMemo } from 'preact/hooks';
import { encode } from 'uqr';
import './qr.css';
import { t } from '@/lib/i18n/messages';

interface Props {
  /** The short URL to encode. */
  url: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn locally (no network) as one SVG path. Always dark on white, in dark mode too:
 * many scanners cannot read inverted codes.
 */
export function QrCode({ url, size = 160 }: Props) {
  const { path, modules } = useMemo(() => qrPath(url), [url]);
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

/** Light modules around the code, which scanners need to find it. */
const QUIET_ZONE = 2;

/**
 * One `M x y h1 v1 h-1 z` square per dark module. Level M (15 % of the code may be lost) in the
 * smallest version that fits; uqr picks the mask.
 */
function qrPath(text: string): { path: string; modules: number } {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, modules: size };
}
