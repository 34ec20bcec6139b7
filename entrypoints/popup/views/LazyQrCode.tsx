/** Placeholder until the shared QR component lands; it will be loaded lazily here. */
export function LazyQrCode(_props: { value: string }) {
  return null;
}
