import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { escapeHtml } from './html';
import { SAMPLE_SITE, type SampleData, type SamplePage } from './sample-data';

/**
 * The sample company's web site, `https://www.example.com` in the pictures. The browser's tab gets
 * its pages through a route of the browser context; the reference server reads their titles from
 * the same pages on a loopback port (its `titleFetchHosts`), as phpShort reads a page's title.
 */

export interface PageLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 17px/1.6 sans-serif; color: #22303c; background: #fbfaf7; }
  header { display: flex; align-items: center; gap: 40px; padding: 18px 56px; background: #fff;
    border-bottom: 1px solid #e6e2d8; }
  .logo { display: flex; align-items: center; gap: 12px; font-weight: 700; font-size: 21px; color: #1f4d3a; }
  .logo svg { width: 34px; height: 34px; }
  nav { display: flex; gap: 28px; font-size: 16px; color: #4b5a66; }
  .hero { height: 230px; }
  .hero svg { display: block; width: 100%; height: 100%; }
  article { max-width: 760px; margin: 0 56px; padding: 34px 0 60px; }
  .kicker { margin: 0; color: #a05a1c; font-size: 14px; font-weight: 700; letter-spacing: 0.04em; }
  h1 { margin: 8px 0 14px; font-size: 36px; line-height: 1.2; color: #16261f; }
  .lead { margin: 0 0 18px; font-size: 20px; color: #3d4b55; }
  p { margin: 0 0 16px; }
`;

/** Pine-covered hills at dawn, drawn rather than photographed. */
const HERO = `<svg viewBox="0 0 1200 230" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f7c98b"/><stop offset="1" stop-color="#fbe9d0"/></linearGradient></defs>
  <rect width="1200" height="230" fill="url(#sky)"/>
  <circle cx="930" cy="92" r="38" fill="#fff3dc"/>
  <path d="M0 160 L170 70 L300 140 L470 40 L640 150 L800 85 L960 160 L1120 95 L1200 130 V230 H0Z" fill="#8aa59a"/>
  <path d="M0 190 L150 130 L330 185 L520 110 L700 190 L880 135 L1060 195 L1200 150 V230 H0Z" fill="#4f7566"/>
  <path d="M0 215 L240 170 L480 215 L760 165 L1000 215 L1200 185 V230 H0Z" fill="#2e4d41"/>
</svg>`;

const LOGO = `<svg viewBox="0 0 34 34" aria-hidden="true"><circle cx="17" cy="17" r="17" fill="#1f4d3a"/>
  <path d="M6 25 L14 12 L18 18 L21 14 L28 25Z" fill="#f7c98b"/></svg>`;

/** The site's logo as its favicon, for the tab in the pictures. */
export const SITE_FAVICON = `data:image/svg+xml;base64,${Buffer.from(
  LOGO.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '),
).toString('base64')}`;

function documentHtml(title: string, body: string, { lang, dir }: PageLanguage): string {
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

function headerHtml(page: SamplePage): string {
  const menu = page.menu.map((item) => `<span>${escapeHtml(item)}</span>`).join('');
  return `<header><span class="logo">${LOGO}${escapeHtml(page.siteName)}</span><nav>${menu}</nav></header>`;
}

function articleHtml(page: SamplePage, heading: string, lead: string, paragraphs: readonly string[]): string {
  return (
    `${headerHtml(page)}<div class="hero">${HERO}</div><article>` +
    `<p class="kicker">${escapeHtml(page.kicker)}</p><h1>${escapeHtml(heading)}</h1>` +
    `<p class="lead">${escapeHtml(lead)}</p>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}` +
    `</article>`
  );
}

/** The page at `path` (its query ignored), or null where the site has none. */
export function examplePageHtml(sample: SampleData, path: string, language: PageLanguage): string | null {
  const pathname = path.split('?')[0];
  const { page } = sample;
  if (pathname === page.path) {
    return documentHtml(page.title, articleHtml(page, page.heading, page.lead, page.paragraphs), language);
  }
  const other = [...sample.links, ...sample.bulk.rows].find((link) => link.path.split('?')[0] === pathname);
  if (!other) return null;
  return documentHtml(other.title, articleHtml(page, other.title, page.lead, []), language);
}

/** Serves the site's pages to the tabs of `context` at `SAMPLE_SITE`. */
export async function routeExampleSite(
  context: BrowserContext,
  sample: SampleData,
  language: PageLanguage,
): Promise<void> {
  await context.route(`${SAMPLE_SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    const html = examplePageHtml(sample, url.pathname + url.search, language);
    await route.fulfill(
      html === null ? { status: 204 } : { status: 200, contentType: 'text/html; charset=utf-8', body: html },
    );
  });
}

export interface ExampleSiteServer {
  /** `http://127.0.0.1:<port>`: for the reference server's `titleFetchHosts` only. */
  origin: string;
  close(): Promise<void>;
}

/** The same pages on a loopback port, where the reference server reads their titles. */
export async function startExampleSite(sample: SampleData, language: PageLanguage): Promise<ExampleSiteServer> {
  const server = createServer((request, response) => {
    const html = examplePageHtml(sample, request.url ?? '/', language);
    if (html === null) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
