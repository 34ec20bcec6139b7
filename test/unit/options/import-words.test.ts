import { describe, expect, it } from 'vitest';
import { rowNoteTexts } from '../../../entrypoints/options/import/import-words';
import type { ImportRow, RowNote } from '../../../lib/import/import-row';
import { useBrowserLanguage } from '../support/browser-i18n';

/** A row's notes in the review: each kind a sentence naming its field, source or back-halves. */

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
