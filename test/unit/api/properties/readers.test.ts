import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { classicDialect } from '../../../../lib/api/classic';
import { currentDialect } from '../../../../lib/api/current';
import type { Dialect } from '../../../../lib/api/dialect';
import { classicLinkRecord as classicLinkRecordOf } from '../../../fixtures/wire/classic-link';
import {
  accountRecord,
  classicLinkRecord,
  currentLinkRecord,
  domainRecord,
  oneAnswer,
  pageAnswer,
  pixelRecord,
  spaceRecord,
} from './answers';
import {
  accountProblems,
  domainProblems,
  linkProblems,
  pageProblems,
  pixelProblems,
  spaceProblems,
} from './invariants';
import { options, readsOrRefuses, readsPageOrRefuses, RUNS_PER_PROPERTY, SEED } from './runs';

/**
 * Every reader that turns a server's answer into a model value (lib/api/README.md, "What the
 * parsers guarantee"): the dialects' link and space readers behind list, show, create and update,
 * and the current dialect's account, domain and pixel readers. Any answer is read into a value that
 * holds the model's invariants (./invariants.ts) or refused as `bad-response` (a link record of
 * the other dialect: `dialect-changed`). A list keeps the rows it can read and counts the others
 * (items + unreadable = rows); only a body that is no list, or bad page information, is refused. Deletes and error envelopes: ./over-http.test.ts.
 */

const anyLink = fc.oneof(classicLinkRecord, currentLinkRecord);
const tally = { properties: 0, answers: 0 };

function property(name: string, answer: fc.Arbitrary<unknown>, check: (body: unknown) => void): void {
  it(name, () => {
    tally.properties++;
    const counted = (body: unknown) => {
      tally.answers++;
      check(body);
    };
    fc.assert(fc.property(answer, counted), options());
  });
}

describe.each([
  ['classic', classicDialect],
  ['current', currentDialect],
] as [string, Dialect][])('the %s dialect reads any answer or refuses it', (_name, dialect) => {
  property(
    'a link record (show, create, update)',
    oneAnswer(anyLink),
    readsOrRefuses(
      (body) => dialect.links.readRecord(body),
      (link) => linkProblems(link),
      ['bad-response', 'dialect-changed'],
    ),
  );
  property(
    'a page of links',
    pageAnswer(anyLink),
    readsPageOrRefuses(
      (body) => dialect.links.readPage(body),
      (page) => pageProblems(page, linkProblems),
      ['bad-response', 'dialect-changed'],
    ),
  );
  property(
    'a space record (show, create, update)',
    oneAnswer(spaceRecord),
    readsOrRefuses(
      (body) => dialect.spaces.readRecord(body),
      (space) => spaceProblems(space),
      ['bad-response'],
    ),
  );
  property(
    "a 422's field name, placed at a model path",
    fc.oneof(
      fc.constantFrom('url', 'expiration_date', 'country.0.key', 'targets.x.value', 'pixels.', '..', '__proto__.0'),
      fc.string(),
    ),
    (name) => {
      for (const modelPath of [dialect.links.modelPath, dialect.spaces.modelPath]) {
        const path = modelPath(name as string);
        if (typeof path !== 'string') throw new Error(`${JSON.stringify(name)} placed at ${String(path)}`);
      }
    },
  );
  property(
    'a page of spaces',
    pageAnswer(spaceRecord),
    readsPageOrRefuses(
      (body) => dialect.spaces.readPage(body),
      (page) => pageProblems(page, spaceProblems),
      ['bad-response'],
    ),
  );
});

describe('the current dialect reads any account answer or refuses it', () => {
  const account = currentDialect.account;
  if (!account) throw new Error('The current dialect describes the account');
  property(
    'the account',
    oneAnswer(accountRecord),
    readsOrRefuses((body) => account.read(body), accountProblems, ['bad-response']),
  );
  property(
    'a page of domains',
    pageAnswer(domainRecord),
    readsPageOrRefuses(
      (body) => account.domains.readPage(body),
      (page) => pageProblems(page, domainProblems),
      ['bad-response'],
    ),
  );
  property(
    'a page of pixels',
    pageAnswer(pixelRecord),
    readsPageOrRefuses(
      (body) => account.pixels.readPage(body),
      (page) => pageProblems(page, pixelProblems),
      ['bad-response'],
    ),
  );
});

afterAll(() => {
  console.info(`Reader properties: ${tally.answers} answers tried in ${tally.properties} properties (seed ${SEED}).`);
  // Every property ran its full number of answers: none stopped early or was skipped unseen.
  expect(tally.answers).toBe(tally.properties * RUNS_PER_PROPERTY);
});

/** The fields of a link record both dialects share, for a current record built by hand. */
const commonFields = { id: 5, alias: 'a', url: 'https://example.com/a', short_url: 'https://s.example/a' };

/** Answers the properties found misread, each kept here whatever seed runs. */
describe('answers the properties found', () => {
  const links = classicDialect.links;
  const record = (fields: Record<string, unknown>) => ({ data: { ...classicLinkRecordOf(fields) }, status: 200 });

  it.each([
    ['a negative id', { id: '-3' }],
    ['an id too large to be exact', { id: '99999999999999999999' }],
    ['an id written as a float', { id: '1e3' }],
    ['a negative click count', { clicks: -1 }],
  ])('refuses %s as bad-response', (_what, fields) => {
    expect(() => links.readRecord(record(fields))).toThrow(expect.objectContaining({ kind: 'bad-response' }));
  });

  it('reads an expiry that is no real day or time as none', () => {
    const noDay = links.readRecord(record({ expiration_date: '2030-02-30 00:00:00', expiration_time: '08:15:00' }));
    expect(noDay.expiry).toMatchObject({ date: null, time: null });
    const noTime = links.readRecord(record({ expiration_date: '2030-01-02', expiration_time: ' ' }));
    expect(noTime.expiry).toMatchObject({ date: '2030-01-02', time: null });
  });

  it('leaves out targeting rules whose key is not in a closed list', () => {
    const current = currentDialect.links.readRecord({
      targets_type: 'continents',
      targets: [
        { key: 'eu', value: 'https://example.com/eu' },
        { key: 'XX', value: 'https://example.com/xx' },
      ],
      ...commonFields,
    });
    expect(current.targeting).toEqual({
      kind: 'continent',
      rules: [{ continent: 'EU', destination: 'https://example.com/eu' }],
    });
  });

  it('leaves out and counts a row of unexpected shape, but refuses a row of the other dialect', () => {
    const meta = { current_page: 1, last_page: 1, per_page: 10, total: 3 };
    const good = classicLinkRecordOf({ id: 7 });
    const page = links.readPage({ data: [good, { ...good, id: 'x' }, 'junk'], meta });
    expect(page.items.map((link) => link.id)).toEqual([7]);
    expect(page).toMatchObject({ unreadable: 2, total: 3 });
    const otherDialect = { ...commonFields, targets_type: 'none', active_period_start_at: null };
    expect(() => links.readPage({ data: [good, otherDialect], meta })).toThrow(
      expect.objectContaining({ kind: 'dialect-changed' }),
    );
  });

  it('refuses a page whose total is negative, and reads an account default of 0 as none', () => {
    expect(() =>
      links.readPage({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: -1 } }),
    ).toThrow(expect.objectContaining({ kind: 'bad-response' }));
    expect(currentDialect.account?.read({ data: { default_domain: 0, default_space: '0' } })).toMatchObject({
      defaultDomainId: null,
      defaultSpaceId: null,
    });
  });
});
