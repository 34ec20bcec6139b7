import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import type { RecentVerdict } from '@/lib/recent';
import { firstOfferOf, type PopupData } from './first-paint';
import { checkOffer } from './later';
import type { EarlierOffer, GoneOffer } from './offer-check';

export interface EarlierLink {
  /** On screen instead of the form; null once set aside (or never made). */
  offer: EarlierOffer | null;
  /** The offer the server said no longer works, once it said so. */
  gone: GoneOffer | null;
  /** The link to copy for the offer, as the server's answer about it has it (renamed); null: it is gone. */
  confirmed: (link: Link) => Promise<Link | null>;
  /** The form (or a result) takes the offer's place for good. */
  setAside: () => void;
  /** The page has a working link again: why the earlier one was not offered is old news. */
  forgetGone: () => void;
}

/**
 * The "shortened before" offer: on screen at once; the server is asked whether the link still
 * works (./offer-check.ts), and the answer replaces it: renamed, the new short URL with its
 * clicks; gone, the form with a sentence saying why.
 */
export function useEarlierLink(data: PopupData): EarlierLink {
  const [first] = useState(() => firstOfferOf(data));
  const [offer, setOffer] = useState<EarlierOffer | null>(() => (first ? { entry: first } : null));
  const [gone, setGone] = useState<GoneOffer | null>(null);
  /** The server's answer about the offer, asked once when the popup opens with one. */
  const check = useRef<Promise<RecentVerdict | null> | null>(null);

  useEffect(() => {
    if (!first) return;
    // Only while the offer is still the one on screen: set aside, it stays so.
    const update = (next: EarlierOffer | null) =>
      setOffer((current) => (current?.entry.id === first.id ? next : current));
    check.current = checkOffer(first.id, data.serverId, data.serverProfile, (news) => {
      if ('offer' in news) {
        update(news.offer);
        return;
      }
      setGone(news.gone);
      update(null);
    }).catch(() => null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the popup is drawn anew for another server: its data never changes
  }, [first]);

  return {
    offer,
    gone,
    // Waits for the server's answer (there by then, as a rule): never a dead link.
    async confirmed(link) {
      const verdict = await check.current;
      if (verdict?.status === 'gone') return null;
      return verdict?.status === 'current' ? verdict.entry.link : link;
    },
    setAside: () => setOffer(null),
    forgetGone: () => setGone(null),
  };
}
