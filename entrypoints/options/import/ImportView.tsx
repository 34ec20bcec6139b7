import { useEffect, useState } from 'preact/hooks';
import { planAliasesInChunks, type PlannedRow } from '@/lib/import/alias-rules';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import { csvDelimiter, csvRecords } from '@/lib/import/csv-reader';
import type { ColumnMapping, FileProblem, ImportFormat, ImportRead } from '@/lib/import/import-row';
import { readImport } from '@/lib/import/read-import';
import { toApiError } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';
import type { ImportInput, ImportParams } from '@/lib/jobs/job';
import { stillToTell } from '@/lib/jobs/status';
import type { ServerId } from '@/lib/servers';
import { IMPORT_PARSE_MEASURE, markAnswer } from '../common/render-timing';
import { useServerResources } from '../defaults/use-settings';
import { FORMATS, formatName, fileProblemText, newSpaceRefusal } from './import-words';
import { ImportJobView } from './ImportJobView';
import { ImportReview } from './ImportReview';
import { ImportSource, type SourceField } from './ImportSource';
import { MappingStep } from './MappingStep';
import { useImportJob } from './use-import-job';
import { keepMapping, recallMapping } from './use-remembered-mapping';
import './import.css';

interface Props {
  serverId: ServerId;
  spaces: SpaceSummary[] | null;
  serverOrigin: string | null;
  capabilities: Capabilities;
}

/** A CSV file waiting for its column mapping. */
interface Mapping {
  key: string;
  columns: string[];
  hasHeader: boolean;
  initial: ColumnMapping;
}

/** The text read, and what it gave. */
interface Reading {
  text: string;
  from: SourceField;
  /** Whether the file needed a mapping: the other CSV is then one of the formats offered. */
  mapped: boolean;
  step:
    | { kind: 'mapping'; mapping: Mapping }
    /** `planned`: the rows' alias plans for the server's own host, the review's first choice of domain. */
    | { kind: 'read'; read: ImportRead; planned: PlannedRow[] }
    | { kind: 'none' };
  /** A format the person chose that the file is not in: said at the format field. */
  formatProblem: FileProblem | null;
}

function firstRecord(text: string): string[] {
  const first = csvRecords(text, csvDelimiter(text)).next();
  return first.done ? [] : first.value.cells;
}

/**
 * Options → Import: another shortener's file (or its text) read in the page (lib/import/), its
 * format named and changeable, an unknown CSV mapped by the person, the rows reviewed, then sent
 * by the background as an `import` job, which goes on when this page closes. The server's last
 * import is shown instead while it has something to tell, until the person starts a new one.
 */
export function ImportView({ serverId, spaces, serverOrigin, capabilities }: Props) {
  const importJob = useImportJob(serverId);
  const known = useServerResources(serverId, serverOrigin);
  const [reading, setReading] = useState<Reading | null>(null);
  const [refusal, setRefusal] = useState<{ from: SourceField; problem: FileProblem } | null>(null);
  const [busy, setBusy] = useState(false);
  const [jobShown, setJobShown] = useState<boolean | null>(null);
  const [starting, setStarting] = useState(false);
  const [spaceProblem, setSpaceProblem] = useState<ReturnType<typeof newSpaceRefusal> | null>(null);
  // A space created for an import that then could not start: another try uses it, not a second one.
  const [createdSpace, setCreatedSpace] = useState<{ name: string; id: number } | null>(null);
  const job = importJob.job;
  useEffect(() => {
    if (jobShown === null && job) setJobShown(stillToTell(job.header));
  }, [jobShown, job]);

  /** Reads `text` (as `format`, or through `mapping`), then shows what it gave. */
  async function readText(
    text: string,
    from: SourceField,
    choice: { format?: ImportFormat; mapping?: ColumnMapping } = {},
  ): Promise<void> {
    setBusy(true);
    const started = performance.now();
    const { format, mapping } = choice;
    const asFormat = format !== undefined && format !== 'mapped-csv' ? format : undefined;
    const outcome = await readImport(text, {
      ...(asFormat ? { format: asFormat } : {}),
      ...(mapping ? { mapping } : {}),
    });
    // Planned here, in chunks, so that the review's first page is drawn without a long task.
    const planned = outcome.kind === 'read' ? await planAliasesInChunks(outcome.read.rows) : [];
    setBusy(false);
    if (outcome.kind === 'refused') {
      if (asFormat && reading) setReading({ ...reading, formatProblem: outcome.problem });
      else {
        setRefusal({ from, problem: outcome.problem });
        setReading(null);
      }
      return;
    }
    setRefusal(null);
    if (outcome.kind === 'read') {
      const mapped = outcome.read.format === 'mapped-csv' || (reading?.text === text && reading.mapped);
      performance.measure(IMPORT_PARSE_MEASURE, { start: started });
      markAnswer('importReview');
      setReading({ text, from, mapped, step: { kind: 'read', read: outcome.read, planned }, formatProblem: null });
      return;
    }
    const remembered = await recallMapping(outcome.key);
    const columns = outcome.header ?? firstRecord(text);
    setReading({
      text,
      from,
      mapped: true,
      step: {
        kind: 'mapping',
        mapping: {
          key: outcome.key,
          columns,
          hasHeader: outcome.header !== null,
          initial: remembered ?? outcome.suggestion,
        },
      },
      formatProblem: null,
    });
  }

  if (job === undefined) return <p class="muted">{t('importLoading')}</p>;
  const problemNote = importJob.problem && (
    <p class="card state-card state-error" role="alert">
      {importJob.problem.message}
    </p>
  );
  if (job !== null && (jobShown ?? stillToTell(job.header))) {
    return (
      <>
        {problemNote}
        <ImportJobView
          job={job}
          onSteer={importJob.steer}
          onRetry={importJob.retry}
          onNewImport={() => {
            setJobShown(false);
            setReading(null);
            if (job.header.seen !== true) importJob.steer('seen');
          }}
        />
      </>
    );
  }

  /** Creates the new space first, if asked for one: when that fails, nothing starts. */
  const start = async (params: ImportParams, inputs: ImportInput[], newSpace: string | null) => {
    setStarting(true);
    setSpaceProblem(null);
    let spaceId = params.spaceId;
    if (newSpace !== null && createdSpace?.name === newSpace) spaceId = createdSpace.id;
    else if (newSpace !== null) {
      try {
        spaceId = await importJob.createSpace(newSpace);
        setCreatedSpace({ name: newSpace, id: spaceId });
      } catch (error) {
        setSpaceProblem(newSpaceRefusal(toApiError(error)));
        setStarting(false);
        return;
      }
    }
    if (await importJob.start({ ...params, spaceId }, inputs)) {
      setCreatedSpace(null);
      setReading(null);
      setJobShown(true);
    }
    setStarting(false);
  };
  const step = reading?.step;
  const format = step?.kind === 'read' ? step.read.format : 'mapped-csv';
  const offered = FORMATS.filter((candidate) => candidate !== 'mapped-csv' || reading?.mapped === true);
  return (
    <div class="import-view">
      {job !== null && (
        <p class="card import-last-run" data-testid="import-last-run">
          {t('importLastRun')}{' '}
          <button type="button" class="text-button" onClick={() => setJobShown(true)}>
            {t('bulkShowLastRun')}
          </button>
        </p>
      )}
      <ImportSource
        busy={busy}
        problem={refusal}
        onText={(text, from) => void readText(text, from)}
        onRefused={(problem) => {
          setRefusal({ from: 'file', problem });
          setReading(null);
        }}
      />
      {problemNote}
      {reading && step && step.kind !== 'none' && (
        <div class="card import-format">
          <label class="form-label" for="import-format">
            {t('importFormatLabel')}
          </label>
          <select
            id="import-format"
            value={format}
            data-testid="import-format"
            aria-describedby={reading.formatProblem ? 'import-format-problem' : undefined}
            aria-invalid={reading.formatProblem ? true : undefined}
            onChange={(event) => {
              const chosen = FORMATS.find((candidate) => candidate === event.currentTarget.value);
              if (chosen) void readText(reading.text, reading.from, { format: chosen });
            }}
          >
            {offered.map((candidate) => (
              <option key={candidate} value={candidate}>
                {formatName(candidate)}
              </option>
            ))}
          </select>
          {reading.formatProblem && (
            <p class="form-error" id="import-format-problem" role="alert">
              {fileProblemText(reading.formatProblem)}
            </p>
          )}
        </div>
      )}
      {step?.kind === 'mapping' && (
        <MappingStep
          key={step.mapping.key}
          columns={step.mapping.columns}
          hasHeader={step.mapping.hasHeader}
          initial={step.mapping.initial}
          onConfirm={(mapping) => {
            keepMapping(step.mapping.key, mapping);
            void readText(reading?.text ?? '', reading?.from ?? 'paste', { mapping });
          }}
        />
      )}
      {step?.kind === 'read' && (
        <ImportReview
          key={`${reading?.text.length ?? 0}:${step.read.format}`}
          read={step.read}
          planned={step.planned}
          spaces={spaces}
          domains={known?.domains ?? []}
          capabilities={capabilities}
          starting={starting}
          spaceProblem={spaceProblem}
          onStart={(params, inputs, newSpace) => void start(params, inputs, newSpace)}
        />
      )}
    </div>
  );
}
