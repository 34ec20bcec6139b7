import type { ServerProfile } from '@/lib/api/model/server';
import type { CachedSpaces, KnownResources } from '@/lib/storage/registry';
import type { PopupData, PopupFormValues } from '../first-paint';
import type { ShortenProblem } from '../shorten-problem';

/**
 * What a part of the form that loads after the first paint gets of the popup (a narrow view of
 * use-popup's controller: importing that module from a lazy chunk would make a cycle through
 * later.ts).
 */
export interface FormPart {
  data: Pick<PopupData, 'tabUrl' | 'draft' | 'settings' | 'serverId'>;
  values: PopupFormValues;
  /** A change the user made: kept as the page's draft. */
  change: (values: PopupFormValues) => void;
  /** Values shown without saving a draft. */
  replace: (values: PopupFormValues) => void;
}

/** What the link's fields under the URL field get of the popup (./PopupFields.tsx). */
export interface FieldsPart extends FormPart {
  problem: ShortenProblem | null;
  spaces: CachedSpaces | null;
  known: KnownResources | null;
  /** The saved server's origin: lists of another server are not offered. */
  serverOrigin: string | null;
  profile: ServerProfile | null;
  moreOptionsOpened: () => void;
}
