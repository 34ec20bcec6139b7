import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, type ApiErrorKind, type ApiClient, type DialectName } from '../../../../lib/api';
import { json, startCannedServer, type CannedServer } from '../canned-server';
import { TEST_KEY } from '../../support/reference-server';
import { nearly, wrongValue } from './answers';
import { options, RUNS_PER_PROPERTY, SEED } from './runs';

/**
 * The answers the client reads without a dialect's record reader — error envelopes (a 422's field
 * messages, any other failure's message) and delete answers — served over real HTTP by a loopback
 * server that answers whatever the property generated. An error answer always becomes the
 * `ApiError` its status stands for, with every field message kept as text; a delete's answer, any
 * JSON at all, is read as done.
 */

let canned: CannedServer;
/** What the loopback server answers next. */
let next: { status: number; body: unknown } = { status: 200, body: null };
const tally = { properties: 0, answers: 0 };

beforeAll(async () => {
  canned = await startCannedServer((_req, res) => json(res, next.status, next.body));
});
afterAll(async () => {
  await canned.close();
});

function clientOf(dialect: DialectName): ApiClient {
  return createClient({ serverUrl: canned.url, apiKey: TEST_KEY, dialect });
}

function asyncProperty<T>(name: string, answer: fc.Arbitrary<T>, check: (value: T) => Promise<void>): void {
  it(name, async () => {
    tally.properties++;
    const counted = async (value: T) => {
      tally.answers++;
      await check(value);
    };
    await fc.assert(fc.asyncProperty(answer, counted), options());
  });
}

/** The kind each error status stands for (lib/api/errors.ts). */
function kindOf(status: number): ApiErrorKind {
  const byStatus: Record<number, ApiErrorKind> = {
    401: 'auth',
    403: 'forbidden',
    404: 'not-found',
    405: 'unsupported',
    422: 'validation',
    429: 'rate-limited',
  };
  return byStatus[status] ?? (status >= 500 ? 'server' : 'rejected');
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('The call succeeded on an error answer');
}

/**
 * Names every plain object inherits (`__proto__`, `constructor`, `toString`): a 422 at such a field
 * once lost its messages (the client met the inherited member); the property and the test below
 * hold the fix.
 */
const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];

/** Wire field names as 422s spell them, and any other text. */
const fieldName = fc.oneof(
  fc.constantFrom('url', 'alias', 'domain_id', 'expiration_date', 'country.0.key', 'targets.3.value', 'pixels.2', ''),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...INHERITED_NAMES),
);
const fieldMessages = fc.dictionary(
  fieldName,
  fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.oneof(fc.string(), wrongValue), { maxLength: 3 }) },
    { weight: 1, arbitrary: wrongValue },
  ),
  { maxKeys: 5 },
);
const errorBody = fc.oneof(
  {
    weight: 4,
    arbitrary: nearly({ message: fc.oneof(fieldMessages, fc.string()), status: fc.integer({ min: 400, max: 599 }) }),
  },
  { weight: 1, arbitrary: nearly({ message: fc.string(), errors: fieldMessages }) },
  { weight: 1, arbitrary: fc.jsonValue() },
);
/**
 * Two statuses are left out, as Node's fetch handles them before the client sees them: 407 (proxy
 * authentication) fails the request, and 421 (misdirected) is sent again, which fails once the
 * answer is large. Neither is an answer parser's concern.
 */
const errorStatus = fc.oneof(
  fc.constantFrom(400, 401, 403, 404, 405, 409, 422, 429, 500, 502, 503),
  fc.integer({ min: 400, max: 599 }).filter((status) => status !== 407 && status !== 421),
);

/** How many messages a 422's field map holds, counted as the client reads it: a list's items, or one value. */
function messagesIn(body: unknown): number {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const map = isObject(body) ? (isObject(body.message) ? body.message : body.errors) : undefined;
  if (!isObject(map)) return 0;
  return Object.values(map).reduce<number>((sum, messages) => sum + (Array.isArray(messages) ? messages.length : 1), 0);
}

describe.each(['classic', 'current'] as DialectName[])(
  'the %s client reads any error answer as its kind',
  (dialect) => {
    asyncProperty(
      'a failed create: the status decides the kind, every field message is kept as text',
      fc.tuple(errorStatus, errorBody),
      async ([status, body]) => {
        next = { status, body };
        const error = await failureOf(
          clientOf(dialect).links.create({ destination: 'https://example.com/a', domainId: 1 }),
        );
        if (!(error instanceof ApiError)) throw error;
        expect(error.kind).toBe(kindOf(status));
        expect(error.status).toBe(status);
        expect(['string', 'undefined']).toContain(typeof error.serverMessage);
        const fields = Object.entries(error.fields);
        for (const [, messages] of fields) expect(messages.every((message) => typeof message === 'string')).toBe(true);
        const kept = fields.reduce((sum, [, messages]) => sum + messages.length, 0);
        expect(kept).toBe(status === 422 ? messagesIn(body) : 0);
      },
    );

    asyncProperty(
      'a delete: any JSON answer of a 2xx is done',
      fc.tuple(fc.constantFrom(200, 201, 202), fc.jsonValue()),
      async ([status, body]) => {
        next = { status, body };
        await expect(clientOf(dialect).links.remove(7)).resolves.toBeUndefined();
      },
    );
  },
);

describe('a 422 message at a field named like an inherited member', () => {
  it.each(INHERITED_NAMES)('is kept at %s', async (name) => {
    next = { status: 422, body: JSON.parse(`{"message": {${JSON.stringify(name)}: ["Taken."]}, "status": 422}`) };
    const error = await failureOf(
      clientOf('current').links.create({ destination: 'https://example.com/a', domainId: 1 }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('validation');
    expect((error as ApiError).fields[name]).toEqual(['Taken.']);
  });
});

afterAll(() => {
  console.info(
    `Error and delete properties: ${tally.answers} answers tried in ${tally.properties} properties (seed ${SEED}).`,
  );
  expect(tally.answers).toBe(tally.properties * RUNS_PER_PROPERTY);
});
