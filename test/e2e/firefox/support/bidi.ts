import type { Browser, Page } from 'puppeteer-core';

/**
 * WebDriver BiDi over puppeteer-core's own connection, for what puppeteer has no API for and
 * for queries: `browsingContext.locateNodes` and `script.callFunction` answer in a few ms, where
 * puppeteer's `$$`/`ElementHandle.evaluate` take 50–300 ms each in Firefox.
 */
export interface Bidi {
  /** The command's `result`. */
  send(method: string, params: object): Promise<unknown>;
  /** Events puppeteer subscribed to (browsingContext, network, log, script, input). */
  on(event: string, listener: (params: unknown) => void): void;
}

/** A DOM node in a page, as BiDi refers to it. */
export interface NodeRef {
  sharedId: string;
}

/** What a script may be called with: a value, a node, or a channel it can report on. */
export type ScriptArg = string | number | boolean | null | NodeRef | { channel: string };
export type ScriptResult = string | number | boolean | null | undefined;

export type NodeLocator =
  { type: 'css'; value: string } | { type: 'accessibility'; value: { name?: string; role?: string } };

interface Connection {
  send(method: string, params: object): Promise<unknown>;
  on(event: string, listener: (params: unknown) => void): unknown;
}

const isConnection = (value: unknown): value is Connection =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'send') === 'function' &&
  typeof Reflect.get(value, 'on') === 'function';

/** puppeteer-core 24 keeps its BiDi connection internal (`BidiBrowser.connection`). */
export function bidiOf(browser: Browser): Bidi {
  const connection: unknown = Reflect.get(browser, 'connection');
  if (!isConnection(connection))
    throw new Error(
      'puppeteer-core no longer exposes browser.connection (it did in 24.43): see firefox/support/bidi.ts',
    );
  return {
    async send(method, params) {
      return field(await connection.send(method, params), 'result');
    },
    on(event, listener) {
      connection.on(event, listener);
    },
  };
}

/** The BiDi browsing context of a tab (puppeteer-core keeps it as the main frame's `_id`). */
export function contextOf(page: Page): string {
  const id: unknown = Reflect.get(page.mainFrame(), '_id');
  if (typeof id !== 'string')
    throw new Error('puppeteer-core no longer exposes frame._id (it did in 24.43): see firefox/support/bidi.ts');
  return id;
}

/**
 * Loads `url` in the tab and waits for its load event. `page.goto()` never settles on
 * moz-extension:// pages (Firefox sends no network events for them), so this asks BiDi directly.
 */
export async function navigate(bidi: Bidi, context: string, url: string): Promise<void> {
  await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' });
}

/** The nodes `locator` finds in the page, or inside `startNodes` when given. */
export async function locateNodes(
  bidi: Bidi,
  context: string,
  locator: NodeLocator,
  startNodes?: readonly NodeRef[],
): Promise<NodeRef[]> {
  const answer = await bidi.send('browsingContext.locateNodes', {
    context,
    locator,
    ...(startNodes ? { startNodes } : {}),
  });
  const nodes = field(answer, 'nodes');
  if (!Array.isArray(nodes)) throw new Error(`locateNodes answered ${JSON.stringify(answer)}`);
  return nodes.map((node: unknown) => {
    const sharedId = field(node, 'sharedId');
    if (typeof sharedId !== 'string')
      throw new Error(`locateNodes gave a node without sharedId: ${JSON.stringify(node)}`);
    return { sharedId };
  });
}

/**
 * Calls `functionDeclaration` (JavaScript source, run by the browser) in the page or window
 * `context` with `args`. It may return a primitive (structured answers go through JSON); an
 * exception it throws is thrown here with its message.
 */
export async function callFunction(
  bidi: Bidi,
  context: string,
  functionDeclaration: string,
  args: readonly ScriptArg[] = [],
  awaitPromise = true,
): Promise<ScriptResult> {
  const answer = await bidi.send('script.callFunction', {
    functionDeclaration,
    target: { context },
    arguments: args.map(toLocalValue),
    awaitPromise,
    resultOwnership: 'none',
  });
  if (field(answer, 'type') === 'exception') {
    throw new Error(`In Firefox: ${String(field(field(answer, 'exceptionDetails'), 'text'))}`);
  }
  const result = field(answer, 'result');
  const type = field(result, 'type');
  if (type === 'undefined') return undefined;
  if (type === 'null') return null;
  const value = field(result, 'value');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`The script returned a ${String(type)}, not a primitive`);
}

function toLocalValue(arg: ScriptArg): object {
  if (arg === null) return { type: 'null' };
  if (typeof arg === 'object') return 'channel' in arg ? { type: 'channel', value: { channel: arg.channel } } : arg;
  return { type: typeof arg, value: arg };
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}
