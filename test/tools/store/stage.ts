import { escapeHtml } from './html';
import type { PageLanguage } from './example-site';

/**
 * The HTML pages Chromium composes the store pictures on: a browser window on a brand-coloured
 * canvas, a caption above it; and the promo tile. Pictures of the real extension are put in as
 * images at their own size (never scaled), so what the store shows is what the browser drew.
 */

/** The Chrome Web Store's screenshot size. */
export const CANVAS = { width: 1280, height: 800 } as const;
const CAPTION_HEIGHT = 84;
const WINDOW_MARGIN = 40;
const TAB_STRIP_HEIGHT = 38;
const TOOLBAR_HEIGHT = 46;

/** The part of the window a page fills: what the page's own picture is taken at. */
export const PAGE_AREA = {
  width: CANVAS.width - 2 * WINDOW_MARGIN,
  height: CANVAS.height - CAPTION_HEIGHT - TAB_STRIP_HEIGHT - TOOLBAR_HEIGHT,
} as const;

/** The promo tile's size. */
export const TILE = { width: 440, height: 280 } as const;

/** A PNG as a data: URL, with its size in CSS pixels. */
export interface Picture {
  dataUrl: string;
  width: number;
  height: number;
}

export interface BrowserStage {
  caption: string;
  language: PageLanguage;
  /** The extension's toolbar icon. */
  icon: string;
  tab: { title: string; favicon: string };
  /** What the address bar shows: a web page's address, or the extension's name for its own page. */
  address: { kind: 'web'; url: string } | { kind: 'extension'; name: string };
  /** The page, taken at `PAGE_AREA`'s size. */
  page: Picture;
  /** The toolbar popup, open over the page under the extension's icon. */
  popup?: Picture;
}

const BRAND_BACKGROUND = 'linear-gradient(155deg, #5b5be6 0%, #3b3bc4 55%, #2b2b9e 100%)';

const STAGE_STYLE = `
  * { box-sizing: border-box; }
  html, body { margin: 0; width: ${CANVAS.width}px; height: ${CANVAS.height}px; overflow: hidden; }
  body { background: ${BRAND_BACKGROUND}; font-family: sans-serif; position: relative; }
  .caption { position: absolute; inset-inline: ${WINDOW_MARGIN}px; top: 0; height: ${CAPTION_HEIGHT}px;
    margin: 0; line-height: ${CAPTION_HEIGHT}px; overflow: hidden; color: #fff; font-size: 29px; font-weight: 700;
    text-align: center; white-space: nowrap; }
  .window { position: absolute; inset-inline: ${WINDOW_MARGIN}px; top: ${CAPTION_HEIGHT}px; bottom: 0;
    background: #fff; border-radius: 12px 12px 0 0; overflow: hidden; box-shadow: 0 18px 50px rgba(10, 10, 60, 0.45); }
  .tabs { height: ${TAB_STRIP_HEIGHT}px; background: #dee1e6; display: flex; align-items: flex-end;
    padding-inline-start: 14px; gap: 8px; }
  .dots { display: flex; gap: 7px; align-self: center; margin-inline-end: 10px; }
  .dots i { width: 12px; height: 12px; border-radius: 50%; background: #b9bdc4; }
  .tab { display: flex; align-items: center; gap: 8px; width: 260px; height: 31px; padding: 0 12px;
    background: #fff; border-radius: 9px 9px 0 0; font-size: 13px; color: #202124; }
  .tab img { width: 16px; height: 16px; flex: none; }
  .tab span { flex: 1; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .tab b { font-weight: 400; color: #5f6368; }
  .toolbar { height: ${TOOLBAR_HEIGHT}px; display: flex; align-items: center; gap: 14px; padding: 0 14px;
    border-bottom: 1px solid #dadce0; }
  .nav { display: flex; gap: 16px; color: #5f6368; }
  .nav svg { width: 18px; height: 18px; display: block; }
  [dir="rtl"] .nav svg { transform: scaleX(-1); }
  .address { flex: 1; height: 32px; border-radius: 16px; background: #f1f3f4; display: flex; align-items: center;
    gap: 10px; padding: 0 14px; font-size: 15px; color: #202124; overflow: hidden; white-space: nowrap; }
  .address svg { width: 15px; height: 15px; flex: none; color: #5f6368; }
  .address .path { color: #5f6368; }
  .chip { display: flex; align-items: center; gap: 7px; }
  .chip img { width: 16px; height: 16px; }
  .extension { width: 32px; height: 32px; border-radius: 50%; display: grid; place-items: center; }
  .extension.open { background: #e3e5ea; }
  .extension img { width: 20px; height: 20px; }
  .page { display: block; }
  .popup { position: absolute; top: ${TAB_STRIP_HEIGHT + TOOLBAR_HEIGHT - 4}px; inset-inline-end: 10px;
    border-radius: 8px; overflow: hidden; background: #fff; border: 1px solid rgba(0, 0, 0, 0.14);
    box-shadow: 0 10px 32px rgba(0, 0, 0, 0.32); }
  .popup img { display: block; }
`;

const ICONS = {
  back: '<svg viewBox="0 0 24 24"><path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" fill="currentColor"/></svg>',
  forward:
    '<svg viewBox="0 0 24 24"><path d="M4 11h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6H4z" fill="currentColor"/></svg>',
  reload:
    '<svg viewBox="0 0 24 24"><path d="M17.6 6.4A8 8 0 1 0 19.7 14h-2.1a6 6 0 1 1-1.4-6.2L13 11h7V4z" fill="currentColor"/></svg>',
  lock: '<svg viewBox="0 0 24 24"><path d="M6 10V8a6 6 0 0 1 12 0v2h1v12H5V10zm2 0h8V8a4 4 0 0 0-8 0z" fill="currentColor"/></svg>',
};

function addressHtml(address: BrowserStage['address'], icon: string): string {
  if (address.kind === 'extension') {
    return `<span class="chip"><img src="${icon}" alt="">${escapeHtml(address.name)}</span>`;
  }
  const url = new URL(address.url);
  // As Chrome shows it: no scheme, the host dark, the rest grey; an address reads left to right.
  return (
    `${ICONS.lock}<span dir="ltr"><span>${escapeHtml(url.host)}</span>` +
    `<span class="path">${escapeHtml(url.pathname + url.search)}</span></span>`
  );
}

function image(picture: Picture, className: string): string {
  return `<img class="${className}" src="${picture.dataUrl}" width="${String(picture.width)}" height="${String(picture.height)}" alt="">`;
}

export function browserStageHtml(stage: BrowserStage): string {
  const { lang, dir } = stage.language;
  const popup = stage.popup ? `<div class="popup" data-inside>${image(stage.popup, 'popup-image')}</div>` : '';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>${STAGE_STYLE}</style></head>
<body>
  <p class="caption" data-fit>${escapeHtml(stage.caption)}</p>
  <div class="window">
    <div class="tabs"><span class="dots"><i></i><i></i><i></i></span>
      <span class="tab"><img src="${stage.tab.favicon}" alt=""><span data-fit-ellipsis>${escapeHtml(stage.tab.title)}</span><b>×</b></span></div>
    <div class="toolbar">
      <span class="nav">${ICONS.back}${ICONS.forward}${ICONS.reload}</span>
      <span class="address">${addressHtml(stage.address, stage.icon)}</span>
      <span class="extension${stage.popup ? ' open' : ''}"><img src="${stage.icon}" alt=""></span>
    </div>
    ${image(stage.page, 'page')}
    ${popup}
  </div>
</body></html>`;
}

const TILE_STYLE = `
  * { box-sizing: border-box; }
  html, body { margin: 0; width: ${TILE.width}px; height: ${TILE.height}px; overflow: hidden; }
  body { background: linear-gradient(160deg, #ffffff 0%, #eeeefc 100%); font-family: sans-serif; color: #1b1e27;
    display: flex; flex-direction: column; justify-content: center; gap: 12px; padding: 0 34px;
    border-bottom: 8px solid #3f3fc9; }
  img { width: 72px; height: 72px; }
  h1 { margin: 0; padding-bottom: 4px; font-size: 29px; line-height: 1.25; color: #2b2b9e; }
  p { margin: 0; font-size: 18px; line-height: 1.35; color: #3d4150; }
`;

/** The small promo tile: the icon, the extension's name and a tagline. */
export function promoTileHtml({
  name,
  tagline,
  icon,
  language: { lang, dir },
}: {
  name: string;
  tagline: string;
  icon: string;
  language: PageLanguage;
}): string {
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><style>${TILE_STYLE}</style></head>
<body><img src="${icon}" alt=""><h1 data-fit>${escapeHtml(name)}</h1><p data-fit>${escapeHtml(tagline)}</p></body></html>`;
}
