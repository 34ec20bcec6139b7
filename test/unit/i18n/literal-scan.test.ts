import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanProject, scanSource } from '../../tools/i18n/literal-scan';

const texts = (file: string, source: string) => scanSource(file, source).map(({ kind, text }) => `${kind}: ${text}`);

describe('the literal scan', () => {
  it('finds text between JSX tags and in the props people read or hear', () => {
    const source = `
      export const View = ({ n }: { n: number }) => (
        <section aria-label="Recent links" class="recent card" data-testid="recent">
          <h2>Not shortened yet</h2>
          <button title={n > 1 ? 'Retry all' : 'Retry'} confirmLabel="Delete">✓</button>
          <input placeholder="https://example.com/page" hint={\`Up to \${n} characters\`} />
        </section>
      );`;
    expect(texts('components/View.tsx', source)).toEqual([
      'prop: Recent links',
      'jsx-text: Not shortened yet',
      'prop: Retry all',
      'prop: Retry',
      'prop: Delete',
      'prop: Up to … characters',
    ]);
  });

  it('finds sentences and labels anywhere in the code', () => {
    const source = `
      const LABELS = { public: 'Public', private: 'Private' };
      export function problem(seconds: number) {
        if (seconds > 60) return \`Try again in \${seconds} seconds.\`;
        throw new ApiError('timeout', 'The server took too long to answer.');
      }`;
    expect(texts('lib/problem.ts', source)).toEqual([
      'prose: Public',
      'prose: Private',
      'prose: Try again in … seconds.',
      'prose: The server took too long to answer.',
    ]);
  });

  it('leaves code alone: keys, classes, ids, imports, types, headers marked as such, comparisons', () => {
    const source = `
      import { t } from '@/lib/i18n/messages';
      type Phase = 'Idle' | 'Busy';
      const title = t('menuShortenPage');
      const headers = {
        // i18n-ignore: an HTTP header name, not text
        Accept: 'Application/json',
        'Content-Type': 'application/json',
      };
      if (kind === 'Not Found') console.log('Starting the background');
      export const View = () => <p class="card state-card" id="panel-links">{title}</p>;`;
    expect(texts('entrypoints/view.tsx', source)).toEqual([]);
  });
});

describe('the product code', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));

  it('has no user-visible English outside the catalogs (npm run i18n:literals lists any)', () => {
    const found = scanProject(root).map((literal) => `${literal.file}:${literal.line} ${literal.text}`);
    expect(found).toEqual([]);
  });
});
