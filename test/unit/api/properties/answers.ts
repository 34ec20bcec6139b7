import fc from 'fast-check';
import { BROWSERS, CONTINENTS, DEVICES, PLATFORMS } from '../../../../lib/api';

/**
 * Server answers for the parser properties: any JSON at all, and — far more often, since pure junk
 * is refused at the first field — answers shaped like real records (lib/api/README.md, "Wire
 * facts") in which any field may be the right thing, a wrong type, missing, null, huge, markup,
 * unicode, a negative or fractional number or nested junk. Extra fields a release may add come
 * along too, with names that are special in JavaScript (`__proto__`, `constructor`).
 */

type Shape = Record<string, fc.Arbitrary<unknown>>;

const ABSENT = Symbol('absent');

/** Values real servers never send where a record field is expected, but a broken one might. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 7 ',
    '99999999999999999999',
    0,
    -1,
    -0,
    1.5,
    1e20,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    false,
    [],
    {},
    { id: 1 },
    [null],
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u202eevil\u0000',
    '😀👩‍👩‍👧',
    '2030-13-45',
    '2030-02-30 25:61:00',
    '9999-99-99T99:99:99Z',
    'not a date',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(100_000)),
  fc.jsonValue({ maxDepth: 3 }),
);

const junkKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'data', 'meta'),
  fc.string(),
);

/**
 * A record of `shape` where each field is, independently, right (most often), wrong or missing,
 * sometimes with junk fields beside them.
 */
export function nearly(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, right] of Object.entries(shape)) {
    fields[name] = fc.oneof(
      { weight: 6, arbitrary: right },
      { weight: 1, arbitrary: wrongValue },
      { weight: 1, arbitrary: fc.constant(ABSENT) },
    );
  }
  return fc
    .tuple(fc.record(fields), fc.option(fc.array(fc.tuple(junkKey, wrongValue), { maxLength: 3 }), { freq: 4 }))
    .map(([record, extras]) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(record)) if (value !== ABSENT) out[key] = value;
      // Defined, not assigned: `__proto__` becomes an own field, as JSON.parse makes it of a server's answer.
      for (const [key, value] of extras ?? [])
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      return out;
    });
}

/** A number as PHP may send it: a number or a numeric string. */
const wireNumber = (arb: fc.Arbitrary<number>) => fc.oneof(arb, arb.map(String));
const id = wireNumber(fc.integer({ min: 1, max: 100_000 }));
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('Team', 'Ünïcødé 名前', '<b>x</b>'),
);
const textOrNull = fc.option(text);
const url = fc.oneof(fc.webUrl(), fc.constantFrom('https://example.com/a', 'javascript:alert(1)', 'data:text/html,x'));
const dateTime = fc.oneof(
  fc
    .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '2030-01-02',
    '2030-01-02 00:00:00',
    '2030-01-02T08:15',
    '2030-01-02T08:15:00+02:00',
    '2030-01-02 08:15:00.000000Z',
  ),
);
const hhmm = fc.constantFrom('08:15', '08:15:00', '23:59', '00:00', '24:00', '8:15');
/** A list as PHP sends it: an array, or an object keyed by index when rows were dropped. */
const phpList = <T>(item: fc.Arbitrary<T>) =>
  fc.oneof(
    fc.array(item, { maxLength: 4 }),
    fc.array(item, { maxLength: 4 }).map((rows) => Object.fromEntries(rows.map((row, i) => [String(i * 2), row]))),
  );

export const spaceRecord = nearly({
  id,
  name: text,
  color: wireNumber(fc.integer({ min: 0, max: 7 })),
  created_at: fc.option(dateTime),
  updated_at: fc.option(dateTime),
});
export const domainRecord = nearly({ id, name: text });
export const pixelRecord = nearly({ id, name: textOrNull, type: fc.option(fc.constantFrom('facebook', 'gtm', 'x')) });

const targetKey = fc.oneof(
  fc.constantFrom(...PLATFORMS, ...CONTINENTS, ...DEVICES, ...BROWSERS, 'de', 'EN', 'us', 'eu', 'MOBILE'),
  fc.string({ maxLength: 6 }),
);
const targets = phpList(nearly({ key: fc.option(targetKey), value: url }));

const commonLink = {
  id,
  alias: fc.oneof(text, fc.integer()),
  url,
  short_url: url,
  title: textOrNull,
  privacy: fc.option(wireNumber(fc.integer({ min: -1, max: 3 }))),
  clicks: fc.option(wireNumber(fc.nat())),
  space: fc.option(spaceRecord),
  domain: fc.option(domainRecord),
  pixels: fc.option(phpList(pixelRecord)),
  created_at: fc.option(dateTime),
  updated_at: fc.option(dateTime),
};
const flag = fc.constantFrom(null, 0, 1, '0', '1', true, false, '$2y$10$hash');

export const classicLinkRecord = nearly({
  ...commonLink,
  target_type: fc.option(wireNumber(fc.integer({ min: 0, max: 5 }))),
  targets: fc.option(targets),
  geo_target: fc.option(targets),
  platform_target: fc.option(targets),
  rotation_target: fc.option(targets),
  password: flag,
  privacy_password: flag,
  disabled: flag,
  expiration_url: fc.option(url),
  expiration_date: fc.option(dateTime),
  expiration_time: fc.option(hhmm),
  ends_at: fc.option(dateTime),
  expiration_clicks: fc.option(wireNumber(fc.nat())),
});

export const currentLinkRecord = nearly({
  ...commonLink,
  targets_type: fc.option(
    fc.constantFrom(
      'continents',
      'countries',
      'operating_systems',
      'browsers',
      'languages',
      'devices',
      'rotations',
      'x',
    ),
  ),
  targets: fc.option(targets),
  redirect_password: flag,
  password: flag,
  active_period_start_at: fc.option(dateTime),
  active_period_end_at: fc.option(dateTime),
  clicks_limit: fc.option(wireNumber(fc.nat())),
  expiration_url: fc.option(url),
});

const featureSwitch = fc.constantFrom(0, 1, -1, 5, '0', '1', true, false, null);
export const accountRecord = nearly({
  timezone: fc.option(fc.constantFrom('Europe/Berlin', 'UTC', 'Mars/Olympus')),
  default_domain: fc.option(id),
  default_space: fc.option(id),
  default_stats: fc.option(wireNumber(fc.integer({ min: -1, max: 3 }))),
  plan: fc.option(
    nearly({
      features: fc.option(
        nearly({
          spaces: featureSwitch,
          domains: featureSwitch,
          pixels: featureSwitch,
          link_stats: featureSwitch,
          link_password: featureSwitch,
          link_expiration: featureSwitch,
          link_targeting: featureSwitch,
          link_deep: featureSwitch,
        }),
      ),
    }),
  ),
});

/** One record answer: `{"data": …, "status": 200}`, a bare record, or any JSON at all. */
export function oneAnswer(record: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: nearly({ data: record, status: fc.constantFrom(200, 201, '200') }) },
    { weight: 2, arbitrary: record },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

const pageMeta = nearly({
  current_page: id,
  last_page: wireNumber(fc.integer({ min: 0, max: 50 })),
  per_page: wireNumber(fc.constantFrom(10, 25, 50, 100)),
  total: wireNumber(fc.nat(5000)),
  from: fc.option(id),
  to: fc.option(id),
});

/** A list answer: Laravel's paginator, a bare list, or any JSON at all. */
export function pageAnswer(record: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const rows = fc.array(fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: wrongValue }), {
    maxLength: 4,
  });
  return fc.oneof(
    { weight: 4, arbitrary: nearly({ data: rows, links: fc.constant({}), meta: pageMeta }) },
    { weight: 1, arbitrary: rows },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}
