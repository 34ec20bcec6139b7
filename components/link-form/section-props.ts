import type { Link } from '@/lib/api/model/link';
import type { Capabilities } from '@/lib/api/model/server';
import type { LinkFormField } from '@/lib/link-form/field-paths';
import type { LinkFormValues } from '@/lib/link-form/values';

export type LinkFormMode = 'create' | 'edit';

/** Messages already sorted to the fields that show them. */
type MessagesByField = Partial<Record<LinkFormField, string[]>>;

/** What every part of the link form receives from LinkFields. */
export interface SectionProps {
  values: LinkFormValues;
  onChange: (values: LinkFormValues) => void;
  messages: MessagesByField;
  mode: LinkFormMode;
  /** What the connected server honours: a section offers exactly that, or says why not (`locked`). */
  capabilities: Capabilities;
  /** Edit mode: the link as the server has it (password hints, names of its domain and pixels). */
  original?: Link | undefined;
}
