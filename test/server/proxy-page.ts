// The HTML error page a reverse proxy (nginx here) serves when phpShort behind it is down.

const REASONS: Record<number, string> = {
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
  504: 'Gateway Time-out',
};

export function proxyErrorPage(status: number): string {
  const title = `${status} ${REASONS[status] ?? 'Server Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}
