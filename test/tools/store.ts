/**
 * `npm run store`: the store material, into `.output/store/`. For each of the seven languages
 * (`<locale>/`): the listing's texts, five 1280×800 pictures of the real extension (the loopback
 * build in headless Chromium speaking that language, against the reference server holding that
 * language's sample data, composed on a browser window with a caption) and the 440×280 promo tile.
 * Once, in English: the declarations (single purpose, permissions, data use) and PRIVACY.md.
 * `-- --locales=en,de` writes those languages only. Not part of `npm test`: it takes minutes.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/paths';
import { projectRoot, runBin } from './lib/run';
import { declarationsText, justificationGaps } from './store/declarations';
import { charactersWithoutFont } from './store/font-check';
import { listingOf } from './store/listing';
import { LISTING_TEXTS } from './store/listings/index';
import { writeLocaleMaterial } from './store/locale-material';
import { isStoreLocale, STORE_LOCALES, type StoreLocale } from './store/locales';
import { permissionsOf, readProductionManifest } from './store/production-manifests';
import { SAMPLES } from './store/samples/index';

const OUT = join(projectRoot, '.output', 'store');
/** The loopback build the pictures are taken from, in a folder of its own (README, "Test builds"). */
const PICTURE_BUILD = join('.output', 'store-build');
const PRIVACY = join(projectRoot, 'PRIVACY.md');

/**
 * Languages whose pictures are taken side by side, each in its own browser against its own server:
 * most of a language's time is spent waiting for pages and answers, so two share two cores well.
 */
const LANGUAGES_AT_ONCE = 2;

/** `work` on every item, at most `width` at a time; the answers in the items' order. */
async function inTurns<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) answers[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return answers;
}

function chosenLocales(): StoreLocale[] {
  const given = process.argv.find((arg) => arg.startsWith('--locales='))?.slice('--locales='.length);
  if (given === undefined) return [...STORE_LOCALES];
  const asked = given.split(',').filter(Boolean);
  const unknown = asked.filter((locale) => !isStoreLocale(locale));
  if (unknown.length > 0)
    throw new Error(`Unknown locale ${unknown.join(', ')}: choose from ${STORE_LOCALES.join(', ')}`);
  return asked.filter(isStoreLocale);
}

/** Every text of a language that its pictures show in Chromium's fonts. */
function shownTexts(locale: StoreLocale): string {
  const listing = listingOf(locale, LISTING_TEXTS[locale]);
  const { page, spaces } = SAMPLES[locale];
  return [
    listing.name,
    listing.tagline,
    ...Object.values(listing.captions),
    page.heading,
    ...spaces.map((s) => s.name),
  ].join('');
}

/** Languages whose pictures would show boxes: no font on this machine draws some of their characters. */
async function localesWithoutFonts(locales: StoreLocale[]): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    for (const locale of locales) {
      const missing = await charactersWithoutFont(page, shownTexts(locale));
      if (missing.length > 0) problems.push(`${locale}: no font draws ${missing.slice(0, 8).join(' ')}`);
    }
    return problems;
  } finally {
    await browser.close();
  }
}

function describeFile(path: string): string {
  return `${path.slice(projectRoot.length + 1)} (${(statSync(path).size / 1024).toFixed(1)} KB)`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const locales = chosenLocales();
  if (!existsSync(PRIVACY))
    throw new Error('PRIVACY.md is missing at the top of the repository: the store listing needs it (merge main).');
  const fontless = await localesWithoutFonts(locales);
  if (fontless.length > 0)
    throw new Error(
      `${fontless.join('\n')}\nInstall a font for these languages (Debian: apt-get install fonts-noto-cjk for Chinese) ` +
        'or leave them out with --locales=…',
    );

  // What the stores get, to justify its permissions; and the build the pictures are taken from.
  runBin('wxt', ['build'], { EXTRA_HOST_PERMISSION: '' });
  runBin('wxt', ['build', '-b', 'firefox'], { EXTRA_HOST_PERMISSION: '' });
  runBin('wxt', ['build'], { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*', EXTRA_OUT_DIR: PICTURE_BUILD });
  const permissionsByBrowser = {
    Chrome: permissionsOf(readProductionManifest('Chrome')),
    Firefox: permissionsOf(readProductionManifest('Firefox')),
  };
  const gaps = justificationGaps(Object.values(permissionsByBrowser).flat());
  if (gaps.length > 0) throw new Error(`The permission justifications do not match the manifests: ${gaps.join('; ')}`);

  if (locales.length === STORE_LOCALES.length) rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const timings = await inTurns(locales, LANGUAGES_AT_ONCE, async (locale) => {
    const localeStarted = performance.now();
    const folder = join(OUT, locale);
    rmSync(folder, { recursive: true, force: true });
    const files = await writeLocaleMaterial(locale, join(projectRoot, PICTURE_BUILD, 'chrome-mv3'), folder);
    const seconds = (performance.now() - localeStarted) / 1000;
    console.log(`${locale}: ${String(files.length)} files in ${seconds.toFixed(1)} s`);
    return `${locale} ${seconds.toFixed(1)} s`;
  });
  writeFileSync(join(OUT, 'declarations.md'), `${declarationsText(permissionsByBrowser)}\n`);
  copyFileSync(PRIVACY, join(OUT, 'PRIVACY.md'));

  const written = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? written(join(folder, entry.name)) : [join(folder, entry.name)],
    );
  console.log(written(OUT).sort().map(describeFile).join('\n'));
  console.log(`Per language: ${timings.join(', ')}`);
  console.log(`npm run store: ${((performance.now() - started) / 1000).toFixed(1)} s (builds included)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
