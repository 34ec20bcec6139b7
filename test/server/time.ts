// Laravel serialises dates as ISO-8601 UTC with microseconds: 2024-05-01T10:00:00.000000Z.
export function laravelTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
