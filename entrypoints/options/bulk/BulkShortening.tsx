import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { effectiveDefaults } from '@/lib/account-defaults';
import type { Capabilities, ServerProfile } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import { parseList, type AddressCleaner } from '@/lib/bulk/parse-list';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { ShortenParams } from '@/lib/jobs/job';
import { jobStatusLine, stillToTell } from '@/lib/jobs/status';
import type { ServerId } from '@/lib/servers';
import { addressToShorten } from '@/lib/tracking-parameters';
import { markAnswer, measurePaint } from '../common/render-timing';
import { useServerResources, useSettings } from '../defaults/use-settings';
import type { BulkTabs } from '@/lib/bulk/view-url';
import { BulkDefaultsFields } from './BulkDefaultsFields';
import { durationText } from './duration';
import { ReviewTable } from './ReviewTable';
import {
  editedRow,
  estimatedMinutes,
  keptRow,
  rowProblems,
  rowsFromList,
  rowsToSend,
  type ReviewRow,
  type SkippedEntry,
} from './review-rows';
import { RunView } from './RunView';
import { askTabsPermission, hasTabsPermission, rowsFromTabs, selectedTabCount } from './tabs-source';
import { useShortenJob } from './use-shorten-job';
import './bulk.css';

interface Props {
  serverId: ServerId;
  spaces: SpaceSummary[] | null;
  serverOrigin: string | null;
  capabilities: Capabilities;
  profile: ServerProfile | null;
  /** Tabs the popup or the toolbar menu asked for; taken once (`onTabsTaken`). */
  tabs: BulkTabs | null;
  onTabsTaken: () => void;
}

interface Review {
  rows: ReviewRow[];
  skipped: SkippedEntry[];
}

type TabsSource = BulkTabs | 'window' | 'selected-here';

/**
 * "Shorten many": addresses from a pasted list or from tabs, reviewed in one table with the same
 * defaults for all, then sent by the background as a job (./use-shorten-job.ts), which goes on
 * when this page closes. Like every other way of shortening, the addresses lose their tracking
 * parameters when the (shared) setting says so, each row saying it with "Keep them"; what a row
 * shows is what is sent, and what the results call the original. The server's last job is shown
 * instead while it still has something to tell (under way, held, or its end not seen yet), until
 * the user starts a new list; tabs asked for are always shown for review, the job one click away.
 */
export function BulkShortening({ serverId, spaces, serverOrigin, capabilities, profile, tabs, onTabsTaken }: Props) {
  const bulk = useShortenJob(serverId);
  const { settings } = useSettings(serverId);
  const known = useServerResources(serverId, serverOrigin);
  const [text, setText] = useState('');
  const [review, setReview] = useState<Review | null>(null);
  const [chosen, setChosen] = useState<ShortenParams | null>(null);
  // Whether the job is shown: null lets the job decide (shown while it has something to tell);
  // tabs asked for hide it, Show and Start show it, New list hides it.
  const [jobShown, setJobShown] = useState<boolean | null>(tabs !== null ? false : null);
  // null: not known yet.
  const [tabsAllowed, setTabsAllowed] = useState<boolean | null>(null);
  const [askedTabs, setAskedTabs] = useState<TabsSource | null>(tabs);
  const [selected, setSelected] = useState(0);
  // The user said no to the browser's prompt: said, with a way to ask again.
  const [denied, setDenied] = useState(false);
  const [starting, setStarting] = useState(false);

  // The server's defaults (Settings, else the account's) until the user changes one here.
  const defaults: ShortenParams | null = useMemo(() => {
    if (chosen) return chosen;
    if (!settings) return null;
    const effective = effectiveDefaults(settings.linkDefaults, profile?.account ?? null);
    // A default space the server no longer has (deleted elsewhere) would have every row refused.
    const spaceGone = effective.spaceId !== null && spaces !== null && !spaces.some((s) => s.id === effective.spaceId);
    return {
      spaceId: spaceGone ? null : effective.spaceId,
      domainId: effective.domainId,
      // A password cannot be sent for many links at once: private keeps them no more visible than asked.
      privacy: effective.privacy === 'public' ? 'public' : 'private',
      expiresOn: null,
    };
  }, [chosen, settings, profile, spaces]);

  // The review waits for the settings: their tracking choice decides what each row holds.
  const clean: AddressCleaner | null = useMemo(
    () => (settings ? (url) => addressToShorten(url, settings.trackingParameters) : null),
    [settings],
  );

  const gather = (source: TabsSource, cleaner: AddressCleaner) =>
    rowsFromTabs(source, cleaner).then(
      (gathered) => setReview(gathered),
      () => setReview({ rows: [], skipped: [] }),
    );

  // Whether the job shows by itself is decided once, as it is read: a page showing it keeps it
  // when its end is seen elsewhere (the popup's Dismiss).
  const job = bulk.job;
  useEffect(() => {
    if (jobShown === null && job) setJobShown(stillToTell(job.header));
  }, [jobShown, job]);

  useEffect(() => {
    void hasTabsPermission().then(setTabsAllowed, () => setTabsAllowed(false));
    void selectedTabCount().then(setSelected, () => undefined);
  }, []);
  // Tabs asked for by the popup or the menu: gathered at once when allowed, else after the user grants it.
  useEffect(() => {
    if (tabs === null) return;
    setJobShown(false);
    onTabsTaken();
  }, [tabs, onTabsTaken]);
  useEffect(() => {
    if (askedTabs === null || tabsAllowed !== true || clean === null) return;
    setAskedTabs(null);
    void gather(askedTabs, clean);
  }, [askedTabs, tabsAllowed, clean]);

  const fromTabs = (source: TabsSource) => {
    if (tabsAllowed && clean) {
      void gather(source, clean);
      return;
    }
    if (tabsAllowed) {
      // Gathered as soon as the settings are read (the effect above).
      setAskedTabs(source);
      return;
    }
    // The prompt is asked first, in the click: the browser refuses it after an await.
    setAskedTabs(source);
    askTabsPermission().then(
      (granted) => {
        setTabsAllowed(granted);
        setDenied(!granted);
      },
      () => setDenied(true),
    );
  };

  const problems = useMemo(() => (review ? rowProblems(review.rows) : []), [review]);
  // `npm run bench`: "Review the list" → the table painted (measured once per reading of the list).
  useLayoutEffect(() => measurePaint('bulkReview'), [review]);

  if (job === undefined) return <p class="muted">{t('bulkLoading')}</p>;
  const problemNote = bulk.problem && (
    <p class="card state-card state-error" role="alert">
      {bulk.problem.message}
    </p>
  );
  if (job !== null && (jobShown ?? stillToTell(job.header))) {
    const newList = () => {
      setJobShown(false);
      if (job.header.seen !== true) bulk.seen();
    };
    return (
      <>
        {problemNote}
        <RunView
          job={job}
          waitingUntil={bulk.waitingUntil}
          onPause={bulk.pause}
          onResume={bulk.resume}
          onCancel={bulk.cancel}
          onRetry={bulk.retry}
          onNewList={newList}
        />
      </>
    );
  }

  const count = review?.rows.length ?? 0;
  const blocked = problems.some((problem) => problem !== null);
  const minutes = estimatedMinutes(count);
  const estimate =
    minutes === null
      ? t('bulkEstimateQuick', { count: formatNumber(count) })
      : t('bulkEstimate', { count: formatNumber(count), duration: durationText(minutes, 'minute') });
  // One row's own note says it all; from two on, the table is headed by one line to keep them all.
  const cleanedCount = review?.rows.filter((row) => row.cleaned !== null).length ?? 0;
  const keepAll = () => {
    if (!review) return;
    const first = review.rows.find((row) => row.cleaned !== null);
    setReview({ ...review, rows: review.rows.map(keptRow) });
    // The button goes with the line: the keyboard goes to the first address it restored.
    if (first) requestAnimationFrame(() => document.getElementById(`bulk-address-${first.key}`)?.focus());
  };
  const start = async () => {
    if (!review || !defaults || blocked || count === 0) return;
    setStarting(true);
    // Handed over to the background, which the page now follows: the next list starts empty.
    if (await bulk.start(defaults, rowsToSend(review.rows))) {
      setReview(null);
      setJobShown(true);
    }
    setStarting(false);
  };

  return (
    <div class="bulk-view">
      {job !== null && (
        <p class="card bulk-last-run" data-testid="bulk-last-run">
          <span id="bulk-last-run-status">{jobStatusLine(job.header).text}</span>{' '}
          <button
            type="button"
            class="text-button"
            aria-describedby="bulk-last-run-status"
            onClick={() => setJobShown(true)}
          >
            {t('bulkShowLastRun')}
          </button>
        </p>
      )}
      <div class="card bulk-sources">
        <form
          class="bulk-paste"
          onSubmit={(event) => {
            event.preventDefault();
            if (!clean) return;
            markAnswer('bulkReview');
            setReview(rowsFromList(parseList(text, clean)));
          }}
        >
          <label class="form-label" for="bulk-list">
            {t('bulkPasteLabel')}
          </label>
          <textarea
            id="bulk-list"
            class="form-control bulk-textarea"
            rows={6}
            spellcheck={false}
            value={text}
            aria-describedby="bulk-list-hint"
            onInput={(event) => setText(event.currentTarget.value)}
          />
          <p class="form-hint" id="bulk-list-hint">
            {t('bulkPasteHint')}
          </p>
          <button type="submit" class="button" disabled={text.trim() === '' || !clean}>
            {t('bulkReadList')}
          </button>
        </form>
        <div class="bulk-tabs" role="group" aria-labelledby="bulk-tabs-label">
          <p class="form-label" id="bulk-tabs-label">
            {t('bulkFromTabs')}
          </p>
          <div class="bulk-actions">
            <button type="button" class="button" onClick={() => fromTabs('window')}>
              {t('bulkAllTabs')}
            </button>
            {selected > 1 && (
              <button type="button" class="button" onClick={() => fromTabs('selected-here')}>
                {t('bulkSelectedTabs')}
              </button>
            )}
          </div>
          {tabsAllowed === false && !denied && askedTabs === null && (
            <p class="form-hint" data-testid="bulk-tabs-permission">
              {t('bulkTabsPermission')}
            </p>
          )}
          {tabsAllowed === false && (denied || askedTabs !== null) && (
            <div class="bulk-permission" role="alert" data-testid="bulk-tabs-permission">
              <p>{t('bulkTabsDenied')}</p>
              <button type="button" class="button" onClick={() => fromTabs(askedTabs ?? 'window')}>
                {t('bulkTabsGrant')}
              </button>
            </div>
          )}
        </div>
      </div>
      {problemNote}
      {review && (
        <div class="card bulk-review">
          <h3>{t('bulkReviewHeading')}</h3>
          {review.skipped.length > 0 && (
            <div class="bulk-skipped" data-testid="bulk-skipped">
              <p>
                <strong>{t('bulkSkippedHeading', { count: formatNumber(review.skipped.length) })}</strong>
              </p>
              <ul>
                {review.skipped.map((entry, index) => (
                  <li key={index} data-testid="bulk-skipped-line">
                    {t('bulkSkippedEntry', { where: entry.where, reason: entry.reason })}
                    {entry.text !== '' && entry.text !== entry.where && (
                      <>
                        {' '}
                        <code>{entry.text}</code>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {count === 0 ? (
            <p class="muted" data-testid="bulk-nothing">
              {t('bulkNothingToSend')}
            </p>
          ) : (
            <>
              {defaults && (
                <BulkDefaultsFields
                  value={defaults}
                  onChange={setChosen}
                  spaces={spaces}
                  domains={known?.domains ?? []}
                  capabilities={capabilities}
                />
              )}
              {cleanedCount > 1 && (
                <p class="bulk-cleaned-all" data-testid="bulk-cleaned-all">
                  {tCount('bulkCleanedRows', cleanedCount)}
                  <span aria-hidden="true"> — </span>
                  <button type="button" class="text-button" onClick={keepAll}>
                    {t('bulkKeepAll')}
                  </button>
                </p>
              )}
              <ReviewTable
                rows={review.rows}
                problems={problems}
                onChange={(key, change) =>
                  setReview({
                    ...review,
                    rows: review.rows.map((row) => (row.key === key ? editedRow(row, change) : row)),
                  })
                }
                onKeep={(key) =>
                  setReview({ ...review, rows: review.rows.map((row) => (row.key === key ? keptRow(row) : row)) })
                }
                onRemove={(key) => setReview({ ...review, rows: review.rows.filter((row) => row.key !== key) })}
              />
              <p data-testid="bulk-estimate">{estimate}</p>
              {blocked && <p class="form-error">{t('bulkFixRows')}</p>}
              <button
                type="button"
                class="button button-primary"
                disabled={blocked || starting || !defaults}
                onClick={() => void start()}
                data-testid="bulk-start"
              >
                {t('bulkStart')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
