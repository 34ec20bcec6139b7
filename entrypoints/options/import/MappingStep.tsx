import { useState } from 'preact/hooks';
import { SelectField } from '@/components/form/SelectField';
import type { ColumnMapping } from '@/lib/import/import-row';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';

interface Props {
  /** The file's header cells, or the first record's when the file has no header. */
  columns: readonly string[];
  hasHeader: boolean;
  /** The mapping remembered for this header, else detection's suggestion. */
  initial: ColumnMapping;
  onConfirm: (mapping: ColumnMapping) => void;
}

type Field = 'destination' | 'backHalf' | 'title' | 'domain';
const OPTIONAL: readonly Field[] = ['backHalf', 'title', 'domain'];
const FIELD_LABELS = {
  destination: 'importColumnDestination',
  backHalf: 'importColumnAlias',
  title: 'importColumnTitle',
  domain: 'importColumnDomain',
} as const;

/**
 * A CSV file the import does not know: the person says which column holds what. The destination
 * is required; alias, title and domain may be left out. Never guessed silently: the suggestion is
 * shown and confirmed.
 */
export function MappingStep({ columns, hasHeader, initial, onConfirm }: Props) {
  const [mapping, setMapping] = useState<ColumnMapping>(initial);
  const columnLabel = (cell: string, index: number) =>
    hasHeader && cell.trim() !== ''
      ? cell
      : t('importColumnNumbered', { number: formatNumber(index + 1), sample: cell.slice(0, 40) });
  const choices = columns.map((cell, index) => ({ value: String(index), label: columnLabel(cell, index) }));
  const set = (field: Field, value: string) => {
    if (field === 'destination') {
      setMapping({ ...mapping, destination: Number(value) });
      return;
    }
    const others = Object.entries(mapping).filter(([name]) => name !== field);
    setMapping({
      ...(Object.fromEntries(others) as ColumnMapping),
      ...(value === '' ? {} : { [field]: Number(value) }),
    });
  };
  return (
    <form
      class="card import-mapping"
      data-testid="import-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(mapping);
      }}
    >
      <h3>{t('importMappingHeading')}</h3>
      <p class="form-hint">{t('importMappingHint')}</p>
      <SelectField
        label={t(FIELD_LABELS.destination)}
        value={String(mapping.destination)}
        onChange={(value) => set('destination', value)}
        options={choices}
      />
      {OPTIONAL.map((field) => (
        <SelectField
          key={field}
          label={t(FIELD_LABELS[field])}
          value={mapping[field] === undefined ? '' : String(mapping[field])}
          onChange={(value) => set(field, value)}
          options={[{ value: '', label: t('importColumnNone') }, ...choices]}
        />
      ))}
      <button type="submit" class="button button-primary" data-testid="import-mapping-confirm">
        {t('importMappingConfirm')}
      </button>
    </form>
  );
}
