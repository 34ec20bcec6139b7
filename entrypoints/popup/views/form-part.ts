import type { PopupData, PopupFormValues } from '../first-paint';

/**
 * What a part of the form that loads after the first paint gets of the popup (a narrow view of
 * use-popup's controller: importing that module from a lazy chunk would make a cycle through
 * lazy-modules.ts).
 */
export interface FormPart {
  data: Pick<PopupData, 'tabUrl' | 'draft' | 'settings' | 'serverId'>;
  values: PopupFormValues;
  /** A change the user made: kept as the page's draft. */
  change: (values: PopupFormValues) => void;
  /** Values shown without saving a draft. */
  replace: (values: PopupFormValues) => void;
}
