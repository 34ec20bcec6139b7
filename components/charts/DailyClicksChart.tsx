import { useId, useMemo, useRef, useState } from 'preact/hooks';
import './chart-table.css';
import './daily-chart.css';
import { CHART_HEIGHT, chartGeometry } from './chart-geometry';
import { useWidth } from './use-width';
import type { DayClicks, StatsPeriod } from '@/lib/api/model/stats';
import { formatNumber } from '@/lib/i18n/format';
import { pageLanguage } from '@/lib/i18n/language';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { formatDayLong, formatDayShort } from '@/lib/stats/day-labels';
import { fillDays } from '@/lib/stats/totals';

export interface DailyClicksChartProps {
  period: StatsPeriod;
  /** The days as the server lists them (only days with clicks); the others are drawn as zero. */
  rows: readonly DayClicks[];
  /** What the chart shows, e.g. "Clicks per day": its accessible name and its table's caption. */
  label: string;
}

/** Until the chart's box is measured (and where nothing is, as in tests). */
const DEFAULT_WIDTH = 640;

/**
 * Clicks per day as bars, one per day of the period, oldest on the left in every language. The
 * caller says "no clicks in this period" beside it where the total is 0: the chart then draws
 * its days at zero.
 *
 * Keyboard: the chart is one tab stop; Left and Right move to the day before and after, Home and
 * End to the first and last (roving focus). Dates run left to right in right-to-left pages too,
 * so the arrows follow what the eye sees: Right is always the next day. Each day is an image
 * named by its date and clicks, which screen readers read; the focused or hovered day's value is
 * shown above the chart. "Show as table" gives the same numbers as a table.
 */
export function DailyClicksChart({ period, rows, label }: DailyClicksChartProps) {
  const days = useMemo(() => fillDays(period, rows), [period, rows]);
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const width = useWidth(frame, DEFAULT_WIDTH);
  const rtl = pageLanguage().dir === 'rtl';
  const geometry = useMemo(
    () =>
      chartGeometry(
        days.map((day) => day.count),
        width,
        rtl,
      ),
    [days, width, rtl],
  );
  const dayLabels = useMemo(
    () => days.map(({ day, count }) => tCount('statsDayClicks', count, { date: formatDayLong(day) })),
    [days],
  );
  // The day the tab stop is on (the newest, to begin with and in each new period), the hovered
  // one, and whether a day has focus.
  const periodKey = `${period.from} ${period.to}`;
  const [position, setPosition] = useState({ periodKey, index: days.length - 1 });
  const setCurrent = (index: number) => setPosition({ periodKey, index });
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const last = days.length - 1;
  const tabStop = position.periodKey === periodKey ? Math.min(Math.max(0, position.index), last) : last;
  const active = hovered ?? (focused ? tabStop : null);

  const dayElements = () => [...(svg.current?.querySelectorAll<SVGGElement>('.daily-chart-day') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    // From the day that has focus (its focus event may not have been drawn yet).
    const from = dayElements().findIndex((element) => element === event.target);
    const here = from === -1 ? tabStop : from;
    const target = { ArrowRight: here + 1, ArrowLeft: here - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.min(Math.max(0, target), last);
    setCurrent(next);
    dayElements()[next]?.focus();
  };

  return (
    <figure class="daily-chart">
      {/* Screen readers hear the focused day's own name: this line is for the eye. */}
      <p class="daily-chart-readout" aria-hidden="true">
        {active === null ? '\u00a0' : dayLabels[active]}
      </p>
      <div class="daily-chart-frame" ref={frame}>
        <svg
          ref={svg}
          class="daily-chart-svg"
          role="group"
          aria-label={label}
          // SVG coordinates never mirror, so time already runs left to right in an Arabic page; a
          // left-to-right direction keeps the labels' anchors (start, end) on the sides drawn for them.
          direction="ltr"
          width="100%"
          height={CHART_HEIGHT}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          onKeyDown={onKeyDown}
          onPointerLeave={() => setHovered(null)}
        >
          <g aria-hidden="true">
            {geometry.ticks.map((tick) => (
              <g key={tick.value}>
                <line class="daily-chart-grid" x1={geometry.plotLeft} x2={geometry.plotRight} y1={tick.y} y2={tick.y} />
                <text
                  class="daily-chart-tick"
                  x={geometry.countLabelX}
                  y={tick.y}
                  dy="0.32em"
                  text-anchor={geometry.countLabelAnchor}
                >
                  {formatNumber(tick.value)}
                </text>
              </g>
            ))}
            {geometry.dateLabels.map(({ index, x, anchor }) => (
              <text key={index} class="daily-chart-tick" x={x} y={geometry.dateLabelY} text-anchor={anchor}>
                {formatDayShort(days[index]?.day ?? period.from)}
              </text>
            ))}
          </g>
          {geometry.bars.map((bar, index) => (
            <g
              key={days[index]?.day}
              class={index === active ? 'daily-chart-day daily-chart-day-active' : 'daily-chart-day'}
              role="img"
              aria-label={dayLabels[index]}
              tabindex={index === tabStop ? 0 : -1}
              onFocus={() => {
                setCurrent(index);
                setFocused(true);
              }}
              onBlur={() => setFocused(false)}
              onPointerEnter={() => setHovered(index)}
            >
              <rect
                class="daily-chart-band"
                x={bar.bandX}
                y={geometry.plotTop}
                width={bar.bandWidth}
                height={geometry.baseline - geometry.plotTop}
              />
              <rect class="daily-chart-bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
            </g>
          ))}
        </svg>
      </div>
      <button
        type="button"
        class="button chart-button daily-chart-toggle"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable(!showTable)}
      >
        {showTable ? t('statsHideTable') : t('statsShowTable')}
      </button>
      {showTable && (
        <table id={tableId} class="chart-table daily-chart-table">
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('statsColumnDay')}</th>
              <th scope="col">{t('statsColumnClicks')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, count }) => (
              <tr key={day}>
                <th scope="row">{formatDayLong(day)}</th>
                <td>{formatNumber(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
