import type { WxtBrowser } from 'wxt/browser';

/**
 * Code passed to an extension page's `evaluate` runs inside the extension, where `browser` is a
 * global. It is serialised, so it cannot close over imports; this type lets it name `browser`:
 * `session.inExtension(() => (globalThis as ExtensionGlobal).browser.runtime.getManifest())`.
 */
export type ExtensionGlobal = typeof globalThis & { browser: WxtBrowser };

/** The MV2 background page (`browser.extension.getBackgroundPage()`), with its own `browser`. */
export type BackgroundWindow = Window & { browser: WxtBrowser };
