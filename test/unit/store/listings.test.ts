import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codePoints, LIMITS, listingOf } from '../../tools/store/listing';
import { listingFiles } from '../../tools/store/listing-files';
import { LISTING_TEXTS } from '../../tools/store/listings/index';
import { STORE_LOCALES } from '../../tools/store/locales';
import { SCREENS } from '../../tools/store/screen-names';

/** The catalog as the browser reads it, straight from the file: what the manifest's name and description show. */
function catalogMessage(locale: string, key: string): string | undefined {
  const file = join(import.meta.dirname, '..', '..', '..', 'public', '_locales', locale, 'messages.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string } | undefined>)[key]?.message;
}

/** What `npm run store` writes for a locale, by file name, without the closing newline. */
function writtenFiles(locale: (typeof STORE_LOCALES)[number]): Map<string, string> {
  return new Map(
    listingFiles(listingOf(locale, LISTING_TEXTS[locale])).map(({ file, text }) => [file, text.replace(/\n$/, '')]),
  );
}

describe('the store listings', () => {
  it('counts characters as the stores do: code points, not UTF-16 units', () => {
    expect(codePoints('phpShort')).toBe(8);
    expect(codePoints('𝄞 链接')).toBe(4);
    expect('𝄞'.length).toBe(2);
  });

  describe.each(STORE_LOCALES)('%s', (locale) => {
    const listing = listingOf(locale, LISTING_TEXTS[locale]);
    const files = writtenFiles(locale);

    it('has every field and a caption for every picture, none of them empty', () => {
      for (const field of ['name', 'shortDescription', 'description', 'independence', 'amoSummary', 'tagline'] as const)
        expect(listing[field].trim(), field).not.toBe('');
      expect(Object.keys(listing.captions).sort()).toEqual([...SCREENS].sort());
      for (const screen of SCREENS) expect(listing.captions[screen].trim(), screen).not.toBe('');
    });

    it("takes its name and short description from the extension's catalog, as the manifest does", () => {
      expect(files.get('name.txt')).toBe(catalogMessage(locale, 'extensionName'));
      expect(files.get('short-description.txt')).toBe(catalogMessage(locale, 'extensionDescription'));
      expect(files.get('amo-summary.txt')).toBe(listing.amoSummary);
      expect(files.get('description.txt')).toBe(listing.description);
    });

    it('keeps within what the stores accept', () => {
      expect(codePoints(listing.name)).toBeLessThanOrEqual(LIMITS.name);
      expect(codePoints(listing.shortDescription)).toBeLessThanOrEqual(LIMITS.shortDescription);
      expect(codePoints(listing.amoSummary)).toBeLessThanOrEqual(LIMITS.amoSummary);
      expect(codePoints(listing.description)).toBeLessThanOrEqual(LIMITS.description);
    });

    it("says on a line of its own that it is not made by phpShort's authors", () => {
      expect(listing.independence).toContain('phpShort');
      expect(listing.description.split('\n')).toContain(listing.independence);
    });

    it('is plain text: paragraphs and "- " lists, nothing else of Markdown or HTML', () => {
      const lines = listing.description.split('\n');
      const markup = lines.filter((line) => /[*_#`<>[\]]|^\s|\s$/.test(line) || /^[-+•]\s*$|^[+•]/.test(line));
      expect(markup).toEqual([]);
      // AMO's Markdown starts a list only after an empty line.
      const listStarts = lines.flatMap((line, index) =>
        line.startsWith('- ') && !lines[index - 1]?.startsWith('- ') ? [lines[index - 1]] : [],
      );
      expect(listStarts.every((before) => before === '')).toBe(true);
      expect(listStarts.length).toBeGreaterThan(0);
    });
  });
});
