import type { Page } from 'puppeteer-core';
import type { Notice } from '../../../../entrypoints/background/shortening/notify';
import type { BackgroundWindow, ExtensionGlobal } from './extension-global';

type RecorderGlobal = ExtensionGlobal & { recordedNotices?: Notice[] };

/**
 * Wraps `browser.notifications.create` of the MV2 background page, from the session's control
 * page, to record each notice's title and message. There is no D-Bus here, so Firefox shows
 * nothing; the call is what can be checked. The wrapper and the records live in the control
 * page, which stays open for the whole session (a closed page's functions would be dead).
 * Calling it again clears the records.
 */
export async function recordNotices(control: Page): Promise<void> {
  await control.evaluate(() => {
    const page = globalThis as RecorderGlobal;
    const background = page.browser.extension.getBackgroundPage() as BackgroundWindow | null;
    if (background === null) throw new Error('No background page');
    page.recordedNotices = [];
    const notifications = background.browser.notifications;
    // Installed once per session; later calls only clear the records.
    if ('recording' in notifications.create) return;
    const original = notifications.create;
    const recording = (...args: unknown[]) => {
      const options: unknown = typeof args[0] === 'string' ? args[1] : args[0];
      if (typeof options === 'object' && options !== null) {
        const { title, message } = options as Partial<Notice>;
        page.recordedNotices?.push({ title: String(title), message: String(message) });
      }
      return Reflect.apply(original, notifications, args) as unknown;
    };
    Object.defineProperty(notifications, 'create', {
      value: Object.assign(recording, { recording: true }),
      configurable: true,
      writable: true,
    });
  });
}

/** The notices recorded since `recordNotices`, oldest first. */
export async function recordedNotices(control: Page): Promise<Notice[]> {
  return control.evaluate(() => (globalThis as RecorderGlobal).recordedNotices ?? []);
}
