import { useLayoutEffect, useMemo } from 'preact/hooks';
import { AddressLink } from '@/components/address/AddressLink';
import { DailyClicksChart } from '@/components/charts/DailyClicksChart';
import { TopList } from '@/components/charts/TopList';
import type { Link } from '@/lib/api/model/link';
import type { Capabilities, ServerProfile } from '@/lib/api/model/server';
import { TOP_LIST_NAMES, type StatsPeriod, type TopListName } from '@/lib/api/model/stats';
import { formatNumber, localTimeZone } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/language';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { ServerId } from '@/lib/servers';
import { csvFileName, daysCsv, topListCsv } from '@/lib/stats/csv';
import { today as todayIn } from '@/lib/stats/days';
import { topEntryLabel } from '@/lib/stats/labels';
import { customPeriod, presetPeriod, previousPeriod } from '@/lib/stats/periods';
import { formatShare } from '@/lib/stats/share';
import { comparison, fillDays, totalOf } from '@/lib/stats/totals';
import { downloadText } from '../common/download-file';
import { LoadError, Loading } from '../common/LoadState';
import { measurePaint } from '../common/render-timing';
import { dataOf } from '../common/use-remote';
import { PeriodChooser } from './PeriodChooser';
import { DEFAULT_STATS_RANGE, type StatsRange, type StatsView } from './stats-view';
import { usePeriodClicks, useStatsLink, useTopLists, type TopListState } from './use-link-stats';

interface Props {
  serverId: ServerId;
  view: StatsView;
  /** The link as the row that opened the view showed it; null when opened from an address. */
  shownLink: Link | null;
  onRange: (range: StatsRange) => void;
  onBack: () => void;
  capabilities: Capabilities;
  /** The server has not been asked yet: whether it keeps statistics is learned from its answer. */
  provisional: boolean;
  profile: ServerProfile | null;
}

const LIST_NAMES: Record<TopListName, { caption: MessageKey; column: MessageKey }> = {
  country: { caption: 'statsTopCountry', column: 'statsColumnCountry' },
  city: { caption: 'statsTopCity', column: 'statsColumnCity' },
  language: { caption: 'statsTopLanguage', column: 'statsColumnLanguage' },
  browser: { caption: 'statsTopBrowser', column: 'statsColumnBrowser' },
  operatingSystem: { caption: 'statsTopOperatingSystem', column: 'statsColumnOperatingSystem' },
  device: { caption: 'statsTopDevice', column: 'statsColumnDevice' },
  referrer: { caption: 'statsTopReferrer', column: 'statsColumnReferrer' },
};

/** Why a server shows no statistics beyond the click count; null where it keeps them (or may: not asked yet). */
type NoStats = 'classic' | 'plan-off' | null;

function noStatsOf(capabilities: Capabilities, provisional: boolean, failedKind: string | null): NoStats {
  if (failedKind === 'unsupported' || (!provisional && capabilities.dialect === 'classic')) return 'classic';
  if (failedKind === 'forbidden' || (!provisional && !capabilities.statistics)) return 'plan-off';
  return null;
}

/** The days the range stands for; a hand-edited custom range the page cannot show falls back to the default. */
function periodOf(range: StatsRange, today: string): StatsPeriod {
  if ('days' in range) return presetPeriod(range.days, today);
  const checked = customPeriod(range.from, range.to, today);
  return checked.ok ? checked.period : presetPeriod(DEFAULT_STATS_RANGE.days, today);
}

/**
 * One link's statistics, in the Links section in place of the list: clicks per day over a period
 * with its total and the period before, and the top lists (countries, referrers, …). Opening it
 * costs one request for the days of both periods and one per top list, and one for the link
 * when no row handed it over (a bookmark, a reload).
 */
export function LinkStats({ serverId, view, shownLink, onRange, onBack, capabilities, provisional, profile }: Props) {
  const zone = profile?.account?.timezone ?? undefined;
  const today = useMemo(() => todayIn(zone), [zone]);
  const period = useMemo(() => periodOf(view.range, today), [view.range, today]);
  const before = useMemo(() => previousPeriod(period), [period]);

  const link = useStatsLink(serverId, view.linkId, shownLink);
  const known = dataOf(link.state);
  const firstTry = noStatsOf(capabilities, provisional, null);
  const clicks = usePeriodClicks(serverId, view.linkId, period, before, firstTry === null);
  const failedKind = clicks.state.phase === 'failed' ? clicks.state.error.kind : null;
  const noStats = noStatsOf(capabilities, provisional, failedKind);
  const { lists, more } = useTopLists(serverId, view.linkId, period, noStats === null);
  const alias = known?.alias ?? String(view.linkId);

  // Only this period's answer: the one before it, kept while the next loads, would put its
  // numbers under the new period's name.
  const days = clicks.state.phase === 'ready' ? clicks.state.data : null;
  const filled = useMemo(() => (days ? fillDays(period, days.current) : null), [days, period]);
  const compared = days ? comparison(days.current, days.previous) : null;
  const allDrawn =
    link.state.phase === 'ready' &&
    clicks.state.phase === 'ready' &&
    TOP_LIST_NAMES.every((name) => lists[name].phase === 'ready');
  useLayoutEffect(() => {
    if (allDrawn) measurePaint('stats');
  }, [allDrawn]);

  return (
    <section aria-labelledby="stats-heading" class="options-section stats-view" id="panel-links">
      <p class="stats-back">
        <button type="button" class="button button-small" onClick={onBack}>
          {t('statsBack')}
        </button>
      </p>
      <h2 id="stats-heading">{t('statsHeading', { alias })}</h2>
      {known && (
        <p class="stats-link">
          <AddressLink url={known.shortUrl} class="address" testId="stats-short-url" />
          {/* From the short link to where it goes, in the direction the page reads. */}
          <span aria-hidden="true"> {pageLanguage().dir === 'rtl' ? '←' : '→'} </span>
          <AddressLink url={known.destination} class="address ellipsis" testId="stats-destination" />
        </p>
      )}
      {link.state.phase === 'failed' && <LoadError what="statsLink" error={link.state.error} onRetry={link.reload} />}
      {noStats !== null ? (
        <p class="card state-card" data-testid="stats-unavailable">
          {t(noStats === 'classic' ? 'statsClassic' : 'statsPlanOff', {
            count: known ? formatNumber(known.clicks) : '…',
          })}
        </p>
      ) : (
        <>
          <PeriodChooser key={JSON.stringify(view.range)} range={view.range} today={today} onRange={onRange} />
          {zone !== undefined && zone !== localTimeZone() && (
            <p class="form-hint" data-testid="stats-time-zone">
              {t('statsTimeZone', { zone })}
            </p>
          )}
          <div class="card stats-summary" aria-busy={clicks.state.phase === 'loading'}>
            {clicks.state.phase === 'failed' ? (
              <LoadError what="stats" error={clicks.state.error} onRetry={clicks.reload} />
            ) : compared === null || filled === null ? (
              <Loading what="stats" />
            ) : (
              <>
                <p class="stats-total" data-testid="stats-total">
                  <strong>{tCount('statsTotal', compared.total)}</strong>{' '}
                  <span class="muted" data-testid="stats-comparison">
                    {comparisonText(compared)}
                  </span>
                </p>
                {compared.total === 0 && <p class="muted">{t('statsNoClicks')}</p>}
                <DailyClicksChart period={period} rows={days?.current ?? []} label={t('statsChartLabel')} />
                <button
                  type="button"
                  class="button button-small"
                  onClick={() => downloadText(daysCsv(filled), csvFileName(alias, period), 'text/csv')}
                >
                  {t('statsDownloadDays')}
                </button>
              </>
            )}
          </div>
          <div class="stats-lists">
            {TOP_LIST_NAMES.map((name) => (
              <TopListCard
                key={name}
                name={name}
                state={lists[name]}
                total={compared?.total}
                onMore={() => more(name)}
                fileName={csvFileName(alias, period, name)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function comparisonText(compared: ReturnType<typeof comparison>): string {
  const previous = formatNumber(compared.previousTotal);
  if (compared.change === 'same') return t('statsCompareSame');
  if (compared.change === 'new') return t('statsCompareNew');
  // Up to a tenth of a percent, and never "0%" for a change: 345 against 346 is "Down 0.3%".
  const percent = formatShare(Math.max(compared.ratio ?? 0, 0.001));
  return t(compared.change === 'up' ? 'statsCompareUp' : 'statsCompareDown', { percent, previous });
}

interface TopListCardProps {
  name: TopListName;
  state: TopListState;
  /** The period's clicks, the whole each row's share is of (unknown until the days have come). */
  total: number | undefined;
  onMore: () => void;
  fileName: string;
}

/** One top list with its own loading, error and export. */
function TopListCard({ name, state, total, onMore, fileName }: TopListCardProps) {
  const caption = t(LIST_NAMES[name].caption);
  // After a page failed, More asks for that page again.
  const hasMore = state.phase !== 'loading' && state.page >= 1 && state.page < state.lastPage;
  const labelOf = (value: string | null) => topEntryLabel(name, value);
  return (
    <div class="card stats-list" data-testid={`stats-list-${name}`}>
      {state.error !== null && state.rows.length === 0 ? (
        <LoadError what="stats" error={state.error} onRetry={onMore} />
      ) : (
        <TopList
          list={name}
          caption={caption}
          valueHeading={t(LIST_NAMES[name].column)}
          entries={state.rows}
          {...(total === undefined ? {} : { total })}
          loading={state.phase === 'loading'}
          {...(hasMore ? { onMore } : {})}
        />
      )}
      {state.error !== null && state.rows.length > 0 && (
        <p class="form-error" role="alert">
          {state.error.message}
        </p>
      )}
      {state.rows.length > 0 && (
        <button
          type="button"
          class="button button-small"
          aria-label={t('statsDownloadListLabel', { list: caption })}
          onClick={() =>
            downloadText(topListCsv(state.rows, labelOf, total ?? totalOf(state.rows)), fileName, 'text/csv')
          }
        >
          {t('statsDownloadList')}
        </button>
      )}
    </div>
  );
}
