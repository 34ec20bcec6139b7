import type { Link } from '@/lib/api/model/link';
import type { ConnectionStatus } from '@/lib/connection';
import type { FailedEntry } from '@/lib/recent';
import type { PopupData } from './first-paint';
import type { EarlierOffer } from './offer-check';
import { useEarlierLink, type EarlierLink } from './use-earlier-link';
import { useFailedShortenings, type FailedShortenings } from './use-failed-shortenings';
import { useServerLists, type ServerListsState } from './use-server-lists';
import { useShortening, type Shortening, type ShownLink } from './use-shortening';

export type PopupView = { name: 'form' } | ({ name: 'offer' } & EarlierOffer) | ({ name: 'result' } & ShownLink);

export interface PopupController
  extends ServerListsState, Omit<Shortening, 'shown' | 'show' | 'copy'>, Omit<FailedShortenings, 'retry' | 'settled'> {
  data: PopupData;
  /** A new link first, else the earlier link's offer, else the form. */
  view: PopupView;
  /** The offer the server said no longer works, once it said so. */
  goneOffer: EarlierLink['gone'];
  /** Shows `link` as the result, copied; `found` as in {@link ShownLink}. */
  copy: (link: Link, found?: boolean) => void;
  /** Copy on the offer: the link as the server's answer about it has it (it may have been renamed). */
  copyOffer: (link: Link) => void;
  retry: (entry: FailedEntry) => void;
}

/**
 * Everything the popup does, composed of its parts: the server's lists (./use-server-lists.ts),
 * the form and its shortening (./use-shortening.ts), the earlier link's offer
 * (./use-earlier-link.ts) and the failed shortenings (./use-failed-shortenings.ts). The views
 * only render it.
 */
export function usePopup(data: PopupData, connectionStatus: Promise<ConnectionStatus | null>): PopupController {
  const lists = useServerLists(data, connectionStatus);
  const earlier = useEarlierLink(data);
  const failedShortenings = useFailedShortenings(data);
  const shortening = useShortening(data, lists, (result) => {
    // The kept failure this link settles (retried, or found or made on the form's try) is not listed again.
    failedShortenings.settled(result.entryId);
    earlier.forgetGone();
  });
  const { shown, show, copy, newForm, ...form } = shortening;
  const { retry, settled: _, ...failed } = failedShortenings;
  const view: PopupView = shown
    ? { name: 'result', ...shown }
    : earlier.offer
      ? { name: 'offer', ...earlier.offer }
      : { name: 'form' };

  return {
    data,
    ...lists,
    ...form,
    ...failed,
    view,
    goneOffer: earlier.gone,
    copy,
    copyOffer(link) {
      void earlier.confirmed(link).then((confirmed) => confirmed && copy(confirmed));
    },
    newForm() {
      earlier.setAside();
      newForm();
    },
    retry(entry) {
      void retry(entry).then((result) => result && show(result));
    },
  };
}
