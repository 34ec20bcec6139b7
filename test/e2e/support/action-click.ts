import type { ExtensionSession } from './extension-session';
import { waitUntil } from './wait-until';

/**
 * Clicks the extension's toolbar button for the tab at `tabUrl`, as a person does: Chromium runs
 * the action (opening the real popup, which Playwright gives no page for) and grants the extension
 * activeTab on that tab until it navigates. Through the DevTools protocol's `Extensions.triggerAction`,
 * which needs a browser launched with `actionClicks` (./launch-extension.ts).
 */
export async function clickAction(session: ExtensionSession, tabUrl: string): Promise<void> {
  const browser = session.context.browser();
  if (!browser) throw new Error('No browser behind the context: cannot reach the DevTools protocol');
  const protocol = await browser.newBrowserCDPSession();
  try {
    // By the tab's address (an error page's own document is `chrome-error://`, its tab's address is
    // not), once the tab shows it: a failed navigation commits its error page a moment later.
    let targetId = '';
    await waitUntil(
      async () => {
        // Tab targets are left out of the list unless asked for (an empty filter entry asks for all).
        const { targetInfos } = await protocol.send('Target.getTargets', { filter: [{}] });
        targetId = targetInfos.find((target) => target.type === 'tab' && target.url === tabUrl)?.targetId ?? '';
        return targetId !== '';
      },
      { failure: () => `No tab shows ${tabUrl}` },
    );
    await protocol.send('Extensions.triggerAction', { id: session.extensionId, targetId });
  } finally {
    await protocol.detach();
  }
}
