import type { LinkDraft } from '@/lib/api/model/link';

/** What the popup form holds. Until the shared link form lands this is the URL alone. */
export interface PopupFormValues {
  destination: string;
}

export function formValuesFor(url: string): PopupFormValues {
  return { destination: url };
}

export function toDraft(values: PopupFormValues): { ok: true; value: LinkDraft } {
  return { ok: true, value: { destination: values.destination.trim() } };
}
