import { formatNumber } from '../i18n/format';
import { t } from '../i18n/messages';
import { settledCount, type JobHeader } from './job';

/**
 * A job's status line, the same words wherever it is shown (the popup under its form, each page
 * that follows the job): its name, where it stands, and how it ended. `tone` picks the look:
 * under way, held for the user, ended well, or ended with something to look at.
 */
export interface JobStatusLine {
  text: string;
  tone: 'busy' | 'held' | 'done' | 'attention';
}

function jobName(header: JobHeader): string {
  switch (header.kind) {
    case 'shorten':
      return t('jobKindShorten');
    case 'delete-links':
      return t('jobKindDeleteLinks');
    case 'delete-space':
      return t('jobKindDeleteSpace', { name: (header as JobHeader<'delete-space'>).params.name });
    case 'export':
      return t('jobKindExport');
    case 'import':
      return t('jobKindImport');
  }
}

export function jobStatusLine(header: JobHeader): JobStatusLine {
  const { counts, total } = header;
  const job = jobName(header);
  const done = formatNumber(settledCount(counts));
  const of = { job, done, total: formatNumber(total) };
  switch (header.status) {
    case 'running':
      return {
        text: header.kind === 'export' ? t('jobLineExportRunning', { done, total: of.total }) : t('jobLineRunning', of),
        tone: 'busy',
      };
    case 'paused':
      return header.stoppedBy === undefined
        ? { text: t('jobLinePaused', of), tone: 'held' }
        : { text: t('jobLineStopped', { ...of, reason: header.stoppedBy }), tone: 'attention' };
    case 'cancelled':
      return { text: t('jobLineCancelled', of), tone: 'held' };
    case 'finished': {
      const troubled = counts.refused + counts.failed > 0;
      if (header.kind === 'export' && !troubled) return { text: t('jobLineExportReady'), tone: 'done' };
      if (!troubled) return { text: t('jobLineAllDone', { job, total: of.total }), tone: 'done' };
      return {
        text: t('jobLineFinished', {
          job,
          done: formatNumber(counts.done),
          refused: formatNumber(counts.refused),
          failed: formatNumber(counts.failed),
        }),
        tone: 'attention',
      };
    }
  }
}

/**
 * Whether a job still has something to tell the user: under way or held, or ended (cancelled or
 * finished) and not seen yet. The popup lists these, and Shorten many opens on its own.
 */
export function stillToTell(header: JobHeader): boolean {
  return header.status === 'running' || header.status === 'paused' || header.seen !== true;
}
