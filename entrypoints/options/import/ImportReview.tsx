import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { domainChoices } from '@/components/link-form/domain-choices';
import type { Domain } from '@/lib/api/model/link';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import { planAliasesInChunks, type PlannedRow } from '@/lib/import/alias-rules';
import type { ImportRead } from '@/lib/import/import-row';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import type { ImportInput, ImportParams } from '@/lib/jobs/job';
import { Pager } from '../common/Pager';
import { measurePaint } from '../common/render-timing';
import { PAGE_SIZES, type PageSize } from '../links/link-view';
import { spaceNameNote } from '../spaces/space-name-length';
import { aliasIssueText, lineProblemText, newSpaceName, rowNoteTexts } from './import-words';
import {
  acceptAll,
  decisionKey,
  importInputs,
  undecidedCount,
  type AliasDecision,
  type Decisions,
} from './review-plan';

interface Props {
  read: ImportRead;
  /** The rows' alias plans for the server's own host (planned with the reading). */
  planned: PlannedRow[];
  spaces: SpaceSummary[] | null;
  domains: readonly Domain[];
  capabilities: Capabilities;
  starting: boolean;
  /** Why the new space could not be created (nothing started), said at its name or at the space field. */
  spaceProblem: { at: 'name' | 'space'; message: string } | null;
  /** `newSpace`: the name of a space to create for the links first; null: `params.spaceId` as it is. */
  onStart: (params: ImportParams, inputs: ImportInput[], newSpace: string | null) => void;
}

/** The space choice that creates a space named after the source. */
const NEW_SPACE = 'new';

/** What the new space's name field says: the limit, and why the name cannot be sent as it is. */
function nameNote(name: string): { hint: string | undefined; problem: string | null } {
  if (name.trim() === '') return { hint: undefined, problem: t('schemaSpaceNameRequired') };
  return spaceNameNote(name);
}

/** What will happen to a row's alias, and the choice when it cannot be kept. */
function PlanCell({
  entry,
  decision,
  onDecide,
}: {
  entry: PlannedRow;
  decision: AliasDecision | undefined;
  onDecide: (decision: AliasDecision | undefined) => void;
}) {
  const { alias } = entry;
  if (alias.kind === 'none') return <span class="muted">{t('importPlanNone')}</span>;
  if (alias.kind === 'keep') return <span>{t('importPlanKeep')}</span>;
  const rename = alias.proposal.kind === 'rename' ? alias.proposal.alias : null;
  const line = formatNumber(entry.row.line);
  return (
    <div class="import-decision">
      <span>{aliasIssueText(alias)}</span>
      <select
        aria-label={t('importDecisionLabel', { line })}
        value={decision ?? ''}
        data-testid="import-decision"
        onChange={(event) => {
          const value = event.currentTarget.value;
          onDecide(value === 'proposal' || value === 'drop' ? value : undefined);
        }}
      >
        <option value="">{t('importDecisionChoose')}</option>
        {rename !== null && <option value="proposal">{t('importDecisionRename', { alias: rename })}</option>}
        <option value="drop">{t('importDecisionDrop')}</option>
      </select>
    </div>
  );
}

/**
 * The file's rows before anything is sent: the lines that give no link with their reasons, where
 * the links go, and a page of rows at a time with what will happen to each alias. An alias the
 * server cannot take is never changed silently: the row waits for the person's choice.
 */
export function ImportReview({
  read,
  planned: plannedForMainHost,
  spaces,
  domains,
  capabilities,
  starting,
  spaceProblem,
  onStart,
}: Props) {
  const [params, setParams] = useState<ImportParams>({ domainId: capabilities.defaultDomainId, spaceId: null });
  const [newSpace, setNewSpace] = useState(false);
  const [spaceName, setSpaceName] = useState(() => newSpaceName(read.format));
  const newSpaceNote = newSpace ? nameNote(spaceName) : null;
  const [decisions, setDecisions] = useState<Decisions>(new Map());
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  // On the server's own host its pages shadow aliases; a custom domain has none.
  const mainHost = params.domainId === null || params.domainId === capabilities.defaultDomainId;
  const [plan, setPlan] = useState({ mainHost: true, rows: plannedForMainHost });
  const replanning = plan.mainHost !== mainHost;
  useEffect(() => {
    if (!replanning) return;
    let current = true;
    void planAliasesInChunks(read.rows, { mainHost }).then((rows) => {
      if (current) setPlan({ mainHost, rows });
    });
    return () => {
      current = false;
    };
  }, [read, mainHost, replanning]);
  useLayoutEffect(() => measurePaint('importReview'), [read]);
  const planned = plan.rows;
  const undecided = undecidedCount(planned, decisions);
  const lastPage = Math.max(1, Math.ceil(planned.length / perPage));
  const shownPage = Math.min(page, lastPage);
  const shown = planned.slice((shownPage - 1) * perPage, shownPage * perPage);
  const where = (line: number) =>
    read.place === 'line'
      ? t('importWhereLine', { line: formatNumber(line) })
      : t('importWhereItem', { line: formatNumber(line) });
  const decide = (entry: PlannedRow, decision: AliasDecision | undefined) => {
    const key = decisionKey(entry);
    if (key === null) return;
    const next = new Map(decisions);
    if (decision === undefined) next.delete(key);
    else next.set(key, decision);
    setDecisions(next);
  };
  const { locked } = capabilities;
  return (
    <div class="card import-review" data-testid="import-review">
      <h3>{t('importReviewHeading')}</h3>
      {read.problems.length > 0 && (
        <div class="import-problems" data-testid="import-problems">
          <p>
            <strong>{tCount('importBadLines', read.problems.length)}</strong>
          </p>
          <ul class="import-problem-list" tabIndex={0} aria-label={tCount('importBadLines', read.problems.length)}>
            {read.problems.map((problem) => (
              <li key={problem.line} data-testid="import-problem">
                {t('importProblemEntry', { where: where(problem.line), reason: lineProblemText(problem) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {planned.length === 0 ? (
        <p class="muted" data-testid="import-nothing">
          {t('importNothing')}
        </p>
      ) : (
        <>
          <fieldset class="import-target">
            <legend>{t('importTargetLegend')}</legend>
            <SelectField
              label={t('fieldDomain')}
              value={params.domainId === null ? '' : String(params.domainId)}
              onChange={(domain) => setParams({ ...params, domainId: domain === '' ? null : Number(domain) })}
              disabled={locked.domains !== undefined}
              hint={locked.domains}
              options={domainChoices(domains, capabilities.defaultDomainId, params.domainId)}
            />
            <SelectField
              label={t('fieldSpace')}
              value={newSpace ? NEW_SPACE : params.spaceId === null ? '' : String(params.spaceId)}
              onChange={(space) => {
                setNewSpace(space === NEW_SPACE);
                setParams({ ...params, spaceId: space === '' || space === NEW_SPACE ? null : Number(space) });
              }}
              disabled={locked.spaces !== undefined}
              hint={locked.spaces}
              messages={spaceProblem?.at === 'space' ? [spaceProblem.message] : undefined}
              options={[
                { value: '', label: t('defaultsNoSpace') },
                ...(spaces ?? []).map((space) => ({ value: String(space.id), label: space.name })),
                // Offered only where the account's plan has spaces (a locked field offers nothing).
                ...(locked.spaces === undefined ? [{ value: NEW_SPACE, label: t('importSpaceNew') }] : []),
              ]}
            />
            {newSpaceNote && (
              <TextField
                label={t('importSpaceNameLabel')}
                value={spaceName}
                onInput={setSpaceName}
                spellcheck={false}
                hint={newSpaceNote.hint}
                messages={[
                  ...(newSpaceNote.problem === null ? [] : [newSpaceNote.problem]),
                  ...(spaceProblem?.at === 'name' ? [spaceProblem.message] : []),
                ]}
              />
            )}
          </fieldset>
          <div class="table-scroll">
            <table class="import-table" data-testid="import-rows">
              <caption class="visually-hidden">{t('importRowsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('importColumnLine')}</th>
                  <th scope="col">{t('bulkColumnAddress')}</th>
                  <th scope="col">{t('fieldAlias')}</th>
                  <th scope="col">{t('importColumnPlan')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((entry) => {
                  const key = decisionKey(entry);
                  return (
                    <tr key={entry.row.line} data-testid="import-row" data-plan={entry.alias.kind}>
                      <td class="import-line">{formatNumber(entry.row.line)}</td>
                      <td class="import-address">{entry.row.destination}</td>
                      <td class="import-alias">{entry.row.backHalf ?? ''}</td>
                      <td>
                        <PlanCell
                          entry={entry}
                          decision={key === null ? undefined : decisions.get(key)}
                          onDecide={(decision) => decide(entry, decision)}
                        />
                        {rowNoteTexts(entry.row, read.format).map((note) => (
                          <p key={note} class="muted import-row-note" data-testid="import-row-note">
                            {note}
                          </p>
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            noun="links"
            page={{ items: shown, unreadable: 0, page: shownPage, lastPage, total: planned.length, perPage }}
            perPage={perPage}
            sizes={PAGE_SIZES}
            onPage={setPage}
            onPerPage={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
          {undecided > 0 && (
            <p class="import-undecided" data-testid="import-undecided">
              {tCount('importUndecided', undecided)}{' '}
              <button type="button" class="text-button" onClick={() => setDecisions(acceptAll(planned, decisions))}>
                {t('importAcceptAll')}
              </button>
            </p>
          )}
          <button
            type="button"
            class="button button-primary"
            disabled={undecided > 0 || starting || replanning || (newSpaceNote?.problem ?? null) !== null}
            data-testid="import-start"
            onClick={() => onStart(params, importInputs(planned, decisions), newSpace ? spaceName.trim() : null)}
          >
            {tCount('importStart', planned.length)}
          </button>
        </>
      )}
    </div>
  );
}
