import { useState } from 'preact/hooks';
import { TextField } from '@/components/form/TextField';
import type { Day } from '@/lib/api/model/stats';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { customPeriod, PRESET_LENGTHS, type PeriodErrors, type PresetLength } from '@/lib/stats/periods';
import type { StatsRange } from './stats-view';

const PRESET_NAMES: Record<PresetLength, MessageKey> = { 7: 'statsLast7', 30: 'statsLast30', 90: 'statsLast90' };

interface Props {
  range: StatsRange;
  /** The last day a period may end on (today, as the server counts days). */
  today: Day;
  onRange: (range: StatsRange) => void;
}

/**
 * The period of a link's statistics: the last 7, 30 or 90 days in one click, or days the user
 * types. A custom period is checked at its fields before anything is asked of the server, and
 * what was typed stays when it is refused.
 */
export function PeriodChooser({ range, today, onRange }: Props) {
  const custom = !('days' in range);
  const [editing, setEditing] = useState(custom);
  const [from, setFrom] = useState(custom ? range.from : '');
  const [to, setTo] = useState(custom ? range.to : today);
  const [errors, setErrors] = useState<PeriodErrors>({});

  const show = (event: Event) => {
    event.preventDefault();
    const checked = customPeriod(from, to, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onRange(checked.period);
  };
  const message = (key: MessageKey | undefined) => (key === undefined ? undefined : [t(key)]);

  return (
    <form class="stats-period" onSubmit={show} noValidate>
      <fieldset class="radio-row">
        <legend>{t('statsPeriod')}</legend>
        {PRESET_LENGTHS.map((days) => (
          <label key={days} class="form-check-row">
            <input
              type="radio"
              name="stats-period"
              checked={!editing && 'days' in range && range.days === days}
              onChange={() => {
                setEditing(false);
                setErrors({});
                onRange({ days });
              }}
            />
            {t(PRESET_NAMES[days])}
          </label>
        ))}
        <label class="form-check-row">
          <input type="radio" name="stats-period" checked={editing} onChange={() => setEditing(true)} />
          {t('statsCustom')}
        </label>
      </fieldset>
      {editing && (
        <div class="stats-period-custom">
          <TextField
            type="date"
            label={t('statsFrom')}
            value={from}
            max={today}
            onInput={setFrom}
            messages={message(errors.from)}
          />
          <TextField
            type="date"
            label={t('statsTo')}
            value={to}
            max={today}
            onInput={setTo}
            messages={message(errors.to)}
          />
          <button type="submit" class="button">
            {t('statsShow')}
          </button>
        </div>
      )}
    </form>
  );
}
