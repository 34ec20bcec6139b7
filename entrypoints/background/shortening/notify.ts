import { browser } from 'wxt/browser';

export interface Notice {
  title: string;
  message: string;
}

export type Notify = (notice: Notice) => Promise<void>;

/** A system notification with the extension's icon. Never throws: a notice is not worth a failure. */
export const notify: Notify = async ({ title, message }) => {
  try {
    await browser.notifications.create({
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title,
      message,
    });
  } catch {
    // Notifications blocked by the system: the outcome is still in recent links.
  }
};
