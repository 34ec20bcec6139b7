import { useEffect, useMemo, useReducer } from 'preact/hooks';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import type { ServerId } from '@/lib/servers';
import type { TrendStore } from './link-trends';
import { useRequestPace } from '../common/use-request-pace';

interface Props {
  store: TrendStore | null;
  serverId: ServerId;
  on: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The choice to show each row's last 30 days, and while they load how far they are: each costs
 * one request, sent behind the user's own, paced to the server's rate limit, and the line says
 * when they wait for it.
 */
export function TrendsToggle({ store, serverId, on, onChange }: Props) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => store?.subscribe(() => redraw(undefined)), [store]);
  const progress = store?.progress() ?? { asked: 0, answered: 0 };
  const pending = progress.asked - progress.answered;
  const waitingUntil = useRequestPace(serverId, pending > 0);
  const seconds = waitingUntil === null ? 0 : Math.max(1, Math.ceil((waitingUntil - Date.now()) / 1000));
  const status = useMemo(() => {
    if (pending === 0) return '';
    const counts = { done: formatNumber(progress.answered), total: formatNumber(progress.asked) };
    return waitingUntil === null
      ? t('linkTrendsLoading', counts)
      : t('linkTrendsWaiting', { ...counts, seconds: formatNumber(seconds) });
  }, [pending, progress.answered, progress.asked, waitingUntil, seconds]);
  return (
    <div class="trends-toggle">
      <label class="form-check-row">
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.currentTarget.checked)} />
        {t('linkTrendsShow')}
      </label>
      <span class="muted" role="status" data-testid="trends-status">
        {status}
      </span>
    </div>
  );
}
