import { describe, expect, it } from 'vitest';
import { csvText } from '@/lib/csv';
import { csvFileName, daysCsv, topListCsv } from '@/lib/stats/csv';

describe('CSV exports', () => {
  it('write days with a header, comma-separated, each line ended by CRLF', () => {
    expect(
      daysCsv([
        { day: '2026-11-21', count: 0 },
        { day: '2026-11-22', count: 3 },
      ]),
    ).toBe('day,clicks\r\n2026-11-21,0\r\n2026-11-22,3\r\n');
  });

  it('quote fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvText('plain')).toBe('plain');
    expect(csvText('Washington, D.C.')).toBe('"Washington, D.C."');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
  });

  it('keep a visitor-made value from running as a spreadsheet formula', () => {
    expect(csvText('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-2+3')).toBe("'-2+3");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\t=1')).toBe("'\t=1");
    expect(csvText('a=b')).toBe('a=b');
  });

  it('write a top list with the value as sent, its label, clicks and share of the whole', () => {
    const csv = topListCsv(
      [
        { value: 'DE', count: 3 },
        { value: null, count: 1 },
        { value: '=cmd', count: 2 },
      ],
      (value) => (value === null ? 'Unknown' : value === 'DE' ? 'Germany' : value),
      8,
    );
    expect(csv).toBe("value,label,clicks,share\r\nDE,Germany,3,0.375\r\n,Unknown,1,0.125\r\n'=cmd,'=cmd,2,0.25\r\n");
  });

  it('names files by alias, what and period, with nothing a file system could read as a folder', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    expect(csvFileName('promo', period)).toBe('promo-clicks-2026-11-01-2026-11-30.csv');
    expect(csvFileName('a/b:c', period, 'country')).toBe('a_b_c-country-2026-11-01-2026-11-30.csv');
    expect(csvFileName('..', period)).toBe('_-clicks-2026-11-01-2026-11-30.csv');
  });
});
