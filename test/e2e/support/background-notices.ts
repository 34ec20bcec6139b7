import type { Worker } from 'playwright-core';
import type { ExtensionSession } from './extension-session';
import { expect } from './reference-server-fixtures';

/** A system notification the background showed, as the user reads it. */
export interface Notice {
  title: string;
  message: string;
}

type SwGlobal = typeof globalThis & {
  chrome: {
    notifications: { create: (...args: unknown[]) => unknown };
    commands: { onCommand: { dispatch(command: string, tab: unknown): void } };
    tabs: { get(id: number): Promise<unknown> };
  };
  recordedNotices?: Notice[];
};

/** Records the notifications the background shows (from now on, none before), so a test can read their text. */
export async function recordNotices(sw: Worker): Promise<void> {
  await sw.evaluate(() => {
    const g = globalThis as SwGlobal;
    g.recordedNotices = [];
    if ((g.chrome.notifications.create as { recording?: boolean }).recording) return;
    const original = g.chrome.notifications.create.bind(g.chrome.notifications);
    const recording = (...args: unknown[]) => {
      const options = (typeof args[0] === 'string' ? args[1] : args[0]) as Notice;
      g.recordedNotices?.push({ title: options.title, message: options.message });
      return original(...args);
    };
    Object.assign(recording, { recording: true });
    g.chrome.notifications.create = recording;
  });
}

export async function notices(sw: Worker): Promise<Notice[]> {
  return sw.evaluate(() => (globalThis as SwGlobal).recordedNotices ?? []);
}

/** Waits for the `count`th notification since recording began and answers it. */
export async function nthNotice(extension: ExtensionSession, count: number): Promise<Notice | undefined> {
  await expect.poll(() => notices(extension.serviceWorker)).toHaveLength(count);
  return (await notices(extension.serviceWorker))[count - 1];
}

/** The keyboard command over tab `tabId`, as the browser sends it: the background's own listener runs. */
export async function pressShortcut(extension: ExtensionSession, tabId: number): Promise<void> {
  await extension.serviceWorker.evaluate(async (id) => {
    const { chrome } = globalThis as SwGlobal;
    chrome.commands.onCommand.dispatch('shorten-current-tab', await chrome.tabs.get(id));
  }, tabId);
}

/** Puts `text` on the clipboard (from an extension page, which may write it). */
export async function setClipboard(extension: ExtensionSession, text: string): Promise<void> {
  const page = await extension.context.newPage();
  await page.goto(extension.url('options.html'));
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.close();
}
