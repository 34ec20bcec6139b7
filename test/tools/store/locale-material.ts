import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { substitutionsFor, type MessageKey } from '../../../lib/i18n/messages';
import { resetExtension, serverClient, startE2EServer } from '../../e2e/support/extension-state';
import { launchExtension } from '../../e2e/support/launch-extension';
import { getMessageIn } from '../i18n/browser-get-message';
import { projectRoot } from '../lib/run';
import { renderPicture } from './compose';
import { routeExampleSite, SITE_FAVICON, startExampleSite } from './example-site';
import { listingFiles } from './listing-files';
import { listingOf } from './listing';
import { LISTING_TEXTS } from './listings/index';
import { browserLanguageOf, type StoreLocale } from './locales';
import { SAMPLE_SITE, SHORT_LINK_ORIGIN } from './sample-data';
import { SAMPLES } from './samples/index';
import { SCREENS } from './screen-names';
import { shootBulk, shootLinks, shootPopup, shootStats, type ScreenShot } from './screens';
import { seedServer } from './seed-server';
import { browserStageHtml, CANVAS, promoTileHtml, TILE } from './stage';

const iconDataUrl = (size: number) =>
  `data:image/png;base64,${readFileSync(join(projectRoot, 'public', 'icon', `${String(size)}.png`)).toString('base64')}`;

/** `screenshot-1-popup-form.png`…: numbered in the order the listing shows them. */
const screenshotFile = (shot: ScreenShot) =>
  `screenshot-${String(SCREENS.indexOf(shot.screen) + 1)}-${shot.screen}.png`;
const PROMO_TILE_FILE = `promo-tile-${String(TILE.width)}x${String(TILE.height)}.png`;

/**
 * One language's material in `folder`: the listing's texts, the five pictures of the extension
 * (taken from the loopback build in `extensionDir`, in Chromium speaking that language, against a
 * reference server holding the language's sample data) and the promo tile. Answers the files written.
 */
export async function writeLocaleMaterial(
  locale: StoreLocale,
  extensionDir: string,
  folder: string,
): Promise<string[]> {
  const listing = listingOf(locale, LISTING_TEXTS[locale]);
  const sample = SAMPLES[locale];
  const language = { lang: browserLanguageOf(locale), dir: listing.direction };
  mkdirSync(folder, { recursive: true });
  const written: string[] = [];
  for (const { file, text } of listingFiles(listing)) {
    writeFileSync(join(folder, file), text);
    written.push(file);
  }

  const inCatalog = getMessageIn(language.lang);
  const say = (key: MessageKey, values?: Record<string, string>) => inCatalog(key, substitutionsFor(values));
  // Each thing started is stopped again, last first, also when a later one fails to start.
  const stops: (() => Promise<void>)[] = [];
  try {
    const site = await startExampleSite(sample, language);
    stops.push(() => site.close());
    const server = await startE2EServer({
      dialect: 'current',
      titleFetch: true,
      shortLinkOrigin: SHORT_LINK_ORIGIN,
      titleFetchHosts: { [new URL(SAMPLE_SITE).host]: site.origin },
    });
    stops.push(() => server.close());
    const session = await launchExtension({ extensionDir, language: language.lang });
    stops.push(() => session.close());
    await routeExampleSite(session.context, sample, language);
    await resetExtension(session, server);
    const linkIds = await seedServer(server, serverClient(server), sample);
    const walk = { session, sample, say };
    const statsLink = linkIds.get(sample.statsAlias);
    if (statsLink === undefined) throw new Error(`${locale}: statsAlias ${sample.statsAlias} is not a sample link`);
    const shots = [
      ...(await shootPopup(walk)),
      await shootLinks(walk),
      await shootStats(walk, statsLink),
      await shootBulk(walk),
    ];

    const stage = await session.context.newPage();
    const toolbarIcon = iconDataUrl(16);
    for (const shot of shots) {
      const { address } = shot.tab;
      const html = browserStageHtml({
        caption: listing.captions[shot.screen],
        language,
        icon: toolbarIcon,
        tab: { title: shot.tab.title, favicon: address.kind === 'web' ? SITE_FAVICON : toolbarIcon },
        address: address.kind === 'web' ? address : { kind: 'extension', name: listing.name },
        page: shot.page,
        ...(shot.popup ? { popup: shot.popup } : {}),
      });
      const file = screenshotFile(shot);
      await renderPicture(stage, html, CANVAS, join(folder, file));
      written.push(file);
    }
    const tile = promoTileHtml({ name: listing.name, tagline: listing.tagline, icon: iconDataUrl(128), language });
    await renderPicture(stage, tile, TILE, join(folder, PROMO_TILE_FILE));
    written.push(PROMO_TILE_FILE);
    return written;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
