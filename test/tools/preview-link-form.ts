/**
 * `npx tsx test/tools/preview-link-form.ts [out-dir]`: renders the link form alone in headless
 * Chromium (Vite dev server, no extension) and saves PNGs at popup width in light and dark, so
 * its look can be checked without building and wiring the popup or options page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import preact from '@preact/preset-vite';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { projectRoot } from './lib/run';

const SCRATCH = join(projectRoot, '.output', 'link-form-preview');
const OUT = process.argv[2] ?? join(SCRATCH, 'shots');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link form preview</title>
<style>body{padding:14px 16px}</style></head><body><form id="app" novalidate></form>
<script type="module" src="./main.tsx"></script></body></html>`;

// Scenarios by ?s=: a fresh create form, one with messages and targeting open, an edit form.
const MAIN = `
import { render } from 'preact';
import { useState } from 'preact/hooks';
import '@/components/base.css';
import { LinkFields, emptyValues, valuesFromLink } from '@/components/link-form';
import { QrCode } from '@/components/qr/QrCode';
const spaces = [{ id: 1, name: 'Marketing', color: 1 }, { id: 2, name: 'Support', color: 5 }, { id: 3, name: 'Launch', color: 3 }];
const known = { domains: [{ id: 1, name: 'sho.rt' }], pixels: [{ id: 3, name: 'Facebook', type: 'facebook' }, { id: 5, name: 'Analytics', type: 'google-analytics' }] };
const link = { id: 1, alias: 'promo', destination: 'https://example.com/sale', shortUrl: 'https://sho.rt/promo', title: null,
  space: spaces[1], domain: known.domains[0], pixels: [known.pixels[0]], disabled: false, privacy: 'password',
  hasRedirectPassword: true, hasPrivacyPassword: true,
  expiry: { date: '2030-01-31', time: '12:30', clickLimit: 100, redirectUrl: null },
  targeting: { kind: 'platform', rules: [{ platform: 'iOS', destination: 'https://example.com/ios' }, { platform: 'Chrome OS', destination: 'https://example.com/cros' }] },
  clicks: 0, createdAt: null, updatedAt: null };
const scenario = new URLSearchParams(location.search).get('s');
const initial = scenario === 'edit' ? valuesFromLink(link) : scenario === 'errors'
  ? { ...emptyValues(), destination: 'https://example.com/a/very/long/path/that/goes/on', spaceId: '1', privacy: 'password',
      targeting: { kind: 'country', rows: [{ key: 'XX', destination: 'https://example.com/us' }, { key: 'FR', destination: '' }] } }
  : { ...emptyValues(), destination: 'https://example.com/page' };
const errors = scenario === 'errors' ? { alias: ['That alias is already taken.'], privacyPassword: ['Enter the password for the statistics page.'],
  'expiry.clickLimit': ['Click limit must be a whole number.'], 'targeting.rules.0.country': ['Choose a country (two-letter code, e.g. US).'],
  'targeting.rules.1.destination': ['Enter a destination URL.'], '(input)': ['Something no field shows.'] } : {};
function App() {
  const [values, setValues] = useState(initial);
  return <>
    <LinkFields values={values} onChange={setValues} errors={errors} mode={scenario === 'edit' ? 'edit' : 'create'}
      original={scenario === 'edit' ? link : undefined} spaces={spaces} known={known} />
    {scenario === 'create' && <div style="margin-top:12px"><QrCode url="https://sho.rt/promo" /></div>}
  </>;
}
render(<App />, document.getElementById('app'));
`;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(SCRATCH, 'index.html'), PAGE);
  writeFileSync(join(SCRATCH, 'main.tsx'), MAIN);
  const server = await createServer({
    root: projectRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [preact()],
    resolve: { alias: { '@': projectRoot } },
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error('Vite did not start');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 600 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    for (const scenario of ['create', 'errors', 'edit']) {
      await page.goto(`${address}.output/link-form-preview/index.html?s=${scenario}`);
      // Messages inside "More options" open it by themselves; open it otherwise.
      await page.waitForSelector('details.lf-more');
      if (!(await page.locator('details.lf-more').evaluate((el) => (el as HTMLDetailsElement).open))) {
        await page.getByText('More options').click();
      }
      await page.getByRole('combobox', { name: 'Targeting' }).waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const file = join(OUT, `${scenario}-${colorScheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    // Keyboard: the order Tab walks through the edit form (the last scenario), for a quick read.
    const order: string[] = [];
    await page.locator('input, select, summary, button').first().focus();
    for (let i = 0; i < 30; i++) {
      order.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const label = el && 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null;
          return `${el?.tagName.toLowerCase()}:${el?.getAttribute('aria-label') ?? label ?? el?.textContent.trim()}`;
        }),
      );
      await page.keyboard.press('Tab');
    }
    console.log('Tab order:', order.join(' → '));
    // The options page's edit dialog is wider.
    await page.setViewportSize({ width: 680, height: 600 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: join(OUT, 'edit-wide-light.png'), fullPage: true });
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
