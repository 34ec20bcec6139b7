/**
 * The optional host permission for one server: its scheme and host, no port and no path,
 * because Firefox rejects match patterns with a port and the permission is per host anyway.
 */
export function originPatternOf(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
