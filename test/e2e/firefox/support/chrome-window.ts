import { callFunction, type Bidi, type ScriptArg, type ScriptResult } from './bidi';

type Primitive = string | number | boolean | null;

/**
 * Privileged script in Firefox's browser window (`browser.xhtml`, BiDi `moz:scope: chrome`,
 * allowed by `--remote-allow-system-access`): what a user does with the browser itself, and
 * what only the browser can see (the clipboard, the context menu, shortcut keys, errors).
 */
export class ChromeWindow {
  private constructor(
    private readonly bidi: Bidi,
    private readonly context: string,
  ) {}

  static async find(bidi: Bidi): Promise<ChromeWindow> {
    const tree = await bidi.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
    const contexts: unknown = typeof tree === 'object' && tree !== null ? Reflect.get(tree, 'contexts') : undefined;
    const window: unknown = Array.isArray(contexts)
      ? contexts.find((context: unknown) => fieldOf(context, 'url') === 'chrome://browser/content/browser.xhtml')
      : undefined;
    const id = fieldOf(window, 'context');
    if (typeof id !== 'string') throw new Error(`No browser window among the chrome contexts: ${JSON.stringify(tree)}`);
    return new ChromeWindow(bidi, id);
  }

  /** Calls `functionDeclaration` (JavaScript source: it runs in Firefox, not here) with `args`. */
  async call(functionDeclaration: string, ...args: Primitive[]): Promise<ScriptResult> {
    return callFunction(this.bidi, this.context, functionDeclaration, args);
  }

  /**
   * Calls `functionDeclaration` with a `report(text)` function first, then `args`, and does not
   * wait for it: every string it reports later reaches `listener` (BiDi `script.message`).
   */
  async listen(functionDeclaration: string, listener: (text: string) => void, ...args: Primitive[]): Promise<void> {
    const channel = `chrome-window-${++channels}`;
    this.bidi.on('script.message', (message) => {
      const value = fieldOf(fieldOf(message, 'data'), 'value');
      if (fieldOf(message, 'channel') === channel && typeof value === 'string') listener(value);
    });
    const channelArg: ScriptArg = { channel };
    await callFunction(this.bidi, this.context, functionDeclaration, [channelArg, ...args], false);
  }
}

let channels = 0;

function fieldOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}
