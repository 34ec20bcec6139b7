import { useEffect, useReducer, useRef } from 'preact/hooks';
import { Sparkline } from '@/components/charts/Sparkline';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { TrendStore } from './link-trends';

/**
 * A row's clicks over the last 30 days, as a sparkline. Asked only once the row comes on screen
 * (a page of 100 links asks for the rows the user sees, then for the others as they scroll).
 */
export function TrendCell({ store, linkId }: { store: TrendStore; linkId: number }) {
  const cell = useRef<HTMLTableCellElement>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => store.subscribe(() => redraw(undefined)), [store]);
  // Watched again when its trend is forgotten (a request dropped before it was sent).
  const asked = store.trendOf(linkId) !== undefined;
  useEffect(() => {
    const element = cell.current;
    if (!element || asked) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      store.want(linkId);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [store, linkId, asked]);

  const trend = store.trendOf(linkId);
  return (
    <td ref={cell} class="col-trend" data-label={t('linkTableTrend')} data-testid="link-trend">
      {trend?.phase === 'ready' ? (
        <Sparkline
          counts={trend.counts}
          label={tCount(
            'linkTrendLabel',
            trend.counts.reduce((sum, count) => sum + count, 0),
          )}
        />
      ) : trend?.phase === 'failed' ? (
        <span class="muted" title={trend.message}>
          {t('linkTrendFailed')}
        </span>
      ) : (
        <span class="muted" aria-label={t('linkTrendLoading')}>
          …
        </span>
      )}
    </td>
  );
}
