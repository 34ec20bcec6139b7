import { describe, expect, it } from 'vitest';
import { STORE_LOCALES } from '../../tools/store/locales';
import { SAMPLES } from '../../tools/store/samples/index';
import { examplePageHtml } from '../../tools/store/example-site';

describe.each(STORE_LOCALES)('the %s sample data', (locale) => {
  const sample = SAMPLES[locale];
  const language = { lang: locale, dir: 'ltr' } as const;

  it('files every link under one of its spaces, with aliases unique across the server', () => {
    const spaces = sample.spaces.map((space) => space.name);
    expect(spaces).toContain(sample.popup.space);
    for (const link of sample.links) if (link.space !== null) expect(spaces).toContain(link.space);
    const aliases = [sample.popup.alias, ...[...sample.links, ...sample.bulk.rows].map((entry) => entry.alias)];
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(sample.links.map((link) => link.alias)).toContain(sample.statsAlias);
  });

  it('gives every page a title the server keeps as written: no character HTML would escape', () => {
    const titles = [sample.page.title, ...sample.links.map((l) => l.title), ...sample.bulk.rows.map((r) => r.title)];
    expect(titles.filter((title) => /[&<>]/.test(title))).toEqual([]);
  });

  it('serves each page the links point at, with its title, and nothing else', () => {
    for (const { path, title } of [sample.page, ...sample.links, ...sample.bulk.rows])
      expect(examplePageHtml(sample, path, language)).toContain(`<title>${title}</title>`);
    expect(examplePageHtml(sample, '/no/such/page', language)).toBeNull();
  });
});
