import { describe, expect, it } from 'vitest';
import {
  isTrackingParameter,
  removeTrackingParameters,
  STANDARD_TRACKING_PARAMETERS,
  trackingEntryProblem,
} from '../../../lib/tracking-parameters';

const clean = (url: string) => removeTrackingParameters(url, STANDARD_TRACKING_PARAMETERS);

describe('removeTrackingParameters', () => {
  it.each([
    [
      'only tracking: no dangling ?',
      'https://a.example/p?utm_source=x&fbclid=1',
      'https://a.example/p',
      ['utm_source', 'fbclid'],
    ],
    [
      'others keep their order and encoding',
      'https://a.example/p?b=2&gclid=9&a=%2F1+2&utm_medium=cpc&c',
      'https://a.example/p?b=2&a=%2F1+2&c',
      ['gclid', 'utm_medium'],
    ],
    [
      'a repeated other name stays repeated',
      'https://a.example/?id=1&msclkid=z&id=2',
      'https://a.example/?id=1&id=2',
      ['msclkid'],
    ],
    [
      'a repeated tracking name counts once',
      'https://a.example/?mc_eid=1&q=s&mc_eid=2',
      'https://a.example/?q=s',
      ['mc_eid'],
    ],
    [
      'an encoded name is recognised',
      'https://a.example/?%75tm_source=x&q=1',
      'https://a.example/?q=1',
      ['utm_source'],
    ],
    ['an empty value is removed too', 'https://a.example/?fbclid=&q=1', 'https://a.example/?q=1', ['fbclid']],
    ['a name without = is removed too', 'https://a.example/?q=1&gclid', 'https://a.example/?q=1', ['gclid']],
    [
      'the fragment stays, tracking-looking text in it too',
      'https://a.example/p?utm_campaign=c#top?utm_source=x',
      'https://a.example/p#top?utm_source=x',
      ['utm_campaign'],
    ],
    [
      'an empty part of another parameter stays',
      'https://a.example/?a=1&&igshid=3&b=2',
      'https://a.example/?a=1&&b=2',
      ['igshid'],
    ],
    [
      'the case is the service’s',
      'https://a.example/?hsCtaTracking=1&FBCLID=2',
      'https://a.example/?FBCLID=2',
      ['hsCtaTracking'],
    ],
  ])('%s', (_case, url, cleaned, removed) => {
    expect(clean(url)).toEqual({ url: cleaned, removed });
  });

  it.each([
    ['no query', 'https://a.example/p'],
    ['no listed parameter', 'https://a.example/p?q=utm_source&source=1&utm=2#fbclid'],
    ['a bare ?', 'https://a.example/p?'],
    ['a broken escape', 'https://a.example/p?%zz=1&q'],
    ['a parameter merely like one', 'https://a.example/?xfbclid=1&utm-source=2&Utm_source=3'],
    ['another scheme', 'ftp://a.example/p?utm_source=x'],
    ['a mailto address', 'mailto:someone@example.com?subject=hi&utm_source=x'],
    ['text that is no address', 'utm_source=x'],
  ])('leaves %s exactly as it was', (_case, url) => {
    expect(clean(url)).toEqual({ url, removed: [] });
  });

  it('takes an edited list, prefixes included', () => {
    expect(removeTrackingParameters('https://a.example/?ref_src=tw&utm_source=x&ref=1', ['ref_*'])).toEqual({
      url: 'https://a.example/?utm_source=x&ref=1',
      removed: ['ref_src'],
    });
    expect(removeTrackingParameters('https://a.example/?fbclid=1', [])).toEqual({
      url: 'https://a.example/?fbclid=1',
      removed: [],
    });
  });
});

describe('the standard list', () => {
  it('holds only valid, distinct entries', () => {
    STANDARD_TRACKING_PARAMETERS.forEach((entry, index) => {
      const others = STANDARD_TRACKING_PARAMETERS.filter((_, i) => i !== index);
      expect(trackingEntryProblem(entry, others), entry).toBeNull();
    });
  });

  it.each(['utm_source', 'utm_id', 'utm_source_platform', 'fbclid', 'gclid', 'msclkid', 'mc_eid', '_hsenc', 'yclid'])(
    'names %s',
    (name) => expect(isTrackingParameter(name, STANDARD_TRACKING_PARAMETERS)).toBe(true),
  );
});

describe('an entry typed in Settings', () => {
  it.each([
    ['', 'empty'],
    ['ref src', 'space'],
    [' ref', 'space'],
    ['ref&x', 'character'],
    ['ref=', 'character'],
    ['a*b', 'character'],
    ['fbclid', 'duplicate'],
  ] as const)('%j is refused (%s)', (entry, problem) => {
    expect(trackingEntryProblem(entry, ['fbclid'])).toBe(problem);
  });

  it.each(['ref_src', 'ref_*', 'si', 'a.b~c-d'])('%j is accepted', (entry) => {
    expect(trackingEntryProblem(entry, ['fbclid'])).toBeNull();
  });
});
