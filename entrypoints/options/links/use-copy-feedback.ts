import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import { copyText } from '@/lib/clipboard';
import { isWebAddress } from '@/lib/web-address';

export type CopyResult = 'copied' | 'failed';

export interface CopyFeedback {
  linkId: number;
  alias: string;
  result: CopyResult;
}

/**
 * Copies a link's short URL and remembers the outcome for a moment. One state for the whole
 * table, not one per row: a hundred rows would otherwise each carry a hook and a timer.
 */
export function useCopyFeedback(): [CopyFeedback | null, (link: Link) => void] {
  const [feedback, setFeedback] = useState<CopyFeedback | null>(null);
  useEffect(() => {
    if (!feedback) return undefined;
    const timer = setTimeout(() => setFeedback(null), 1500);
    return () => clearTimeout(timer);
  }, [feedback]);
  const copy = useCallback((link: Link) => {
    const feedbackFor = (result: CopyResult) => () => setFeedback({ linkId: link.id, alias: link.alias, result });
    // A row offers no Copy for an address that is not a web address; should one be asked, it fails.
    if (!isWebAddress(link.shortUrl)) {
      feedbackFor('failed')();
      return;
    }
    copyText(link.shortUrl).then(feedbackFor('copied'), feedbackFor('failed'));
  }, []);
  return [feedback, copy];
}
