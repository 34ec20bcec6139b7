import { describe, expect, it } from 'vitest';
import { FORMATS, newSpaceName, newSpaceRefusal, rowNoteTexts } from '../../../entrypoints/options/import/import-words';
import { spaceNameLength } from '../../../entrypoints/options/spaces/space-name-length';
import { ApiError } from '../../../lib/api/errors';
import type { ImportRow, RowNote } from '../../../lib/import/import-row';
import { setBrowserLanguage, useBrowserLanguage } from '../support/browser-i18n';

/**
 * The import's words: a row's notes (each kind a sentence naming its field, source or back-halves),
 * the new space's proposed name, and where a refused space is said.
 */

const row = (notes: RowNote[], backHalf: string | null = 'xyz'): ImportRow => ({
  line: 2,
  destination: 'https://example.com/',
  backHalf,
  title: null,
  domain: null,
  tags: [],
  space: null,
  notes,
});

describe('row notes', () => {
  it('names the field a spreadsheet guard was removed from', () => {
    const fields = ['destination', 'backHalf', 'title', 'tags'] as const;
    expect(rowNoteTexts(row(fields.map((field) => ({ kind: 'formula-guard-removed', field }))), 'dub-csv')).toEqual([
      "A spreadsheet guard (') was removed from the address.",
      "A spreadsheet guard (') was removed from the alias.",
      "A spreadsheet guard (') was removed from the title.",
      "A spreadsheet guard (') was removed from the tags.",
    ]);
  });

  it('names the source a link was archived in, without its file type', () => {
    expect(rowNoteTexts(row([{ kind: 'archived-in-source' }]), 'bitly-json')).toEqual(['Archived in Bitly.']);
    expect(rowNoteTexts(row([{ kind: 'archived-in-source' }]), 'shortio-json')).toEqual(['Archived in Short.io.']);
  });

  it('lists the back-halves left behind and the one taken', () => {
    const notes: RowNote[] = [{ kind: 'more-back-halves', backHalves: ['abc', 'def'] }];
    expect(rowNoteTexts(row(notes), 'bitly-json')).toEqual([
      'Also known as abc and def in Bitly: only xyz is carried over.',
    ]);
  });

  it('says every note of a row, in order', () => {
    const notes: RowNote[] = [
      { kind: 'password-not-carried' },
      { kind: 'expiry-not-carried' },
      { kind: 'formula-guard-removed', field: 'title' },
    ];
    expect(rowNoteTexts(row(notes), 'extension-csv')).toEqual([
      'The source’s password is not carried over.',
      'The source’s expiry is not carried over.',
      "A spreadsheet guard (') was removed from the title.",
    ]);
    expect(rowNoteTexts(row([]), 'extension-csv')).toEqual([]);
  });

  describe('in German', () => {
    useBrowserLanguage('de');
    it('writes the list the German way', () => {
      const notes: RowNote[] = [{ kind: 'more-back-halves', backHalves: ['abc', 'def'] }];
      expect(rowNoteTexts(row(notes), 'bitly-json')).toEqual([
        'In Bitly auch als abc und def erreichbar: übernommen wird nur xyz.',
      ]);
    });
  });
});

describe('a new space for the links', () => {
  it('is named after the product the file came from', () => {
    expect(newSpaceName('shlink-csv')).toBe('Shlink import');
    expect(newSpaceName('bitly-json')).toBe('Bitly import');
    expect(newSpaceName('extension-json')).toBe('phpShort import');
    expect(newSpaceName('mapped-csv')).toBe('CSV import');
  });

  it('proposes a name phpShort takes (at most 32 characters) for every format in every language', () => {
    const tooLong: string[] = [];
    try {
      for (const language of ['en-US', 'de', 'fr', 'es', 'pt-BR', 'zh-CN', 'ar']) {
        setBrowserLanguage(language);
        for (const format of FORMATS) {
          const name = newSpaceName(format);
          if (spaceNameLength(name).over > 0 || name.trim() === '') tooLong.push(`${language}: ${name}`);
        }
      }
    } finally {
      setBrowserLanguage('en-US');
    }
    expect(tooLong).toEqual([]);
  });

  it('says a refused name at the name, and any other failure at the space choice', () => {
    const named = newSpaceRefusal(
      new ApiError('validation', { fields: { name: ['The name has already been taken.'] } }),
    );
    expect(named).toEqual({
      at: 'name',
      message: 'The new space could not be created, so nothing was imported. The name has already been taken.',
    });
    const failed = newSpaceRefusal(new ApiError('server', { status: 500, message: 'The server failed.' }));
    expect(failed).toEqual({
      at: 'space',
      message: 'The new space could not be created, so nothing was imported. The server failed.',
    });
  });
});
