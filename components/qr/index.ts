/**
 * QrCode({ url, size? }): the short URL as a locally drawn QR code (uqr, no network), named
 * "QR code for <url>". Load it lazily from the popup (`import('@/components/qr/QrCode')`) so the
 * encoder is only fetched once a link exists.
 */
export { QrCode } from './QrCode';
