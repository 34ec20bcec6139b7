import type { Link } from '@/lib/api/model/link';
import type { DoneEntry } from '@/lib/recent';
import { AddressLink } from '@/components/address/AddressLink';
import { ShortLinkActions } from './ShortLinkActions';
import { formatDateTime } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { Sparkline } from '@/components/charts/Sparkline';
import type { PopupData } from '../first-paint';

interface Props {
  data: Pick<PopupData, 'settings' | 'serverId' | 'tabUrl'>;
  entry: DoneEntry;
  /** What the server said of the link's clicks, once it confirmed the link (see `PopupView`). */
  clicks?: { total: number; week: number[] | null } | undefined;
  onCopy: (link: Link) => void;
  onNew: () => void;
}

/** This page was shortened before: that link first, a new one only if the user wants it. */
export function RecentOffer({ data, entry, clicks, onCopy, onNew }: Props) {
  return (
    <section class="result" aria-labelledby="offer-heading" data-testid="recent-offer">
      <h2 id="offer-heading" class="label">
        {t('recentTitle')}
      </h2>
      <AddressLink id="offer-url" class="short-url address" url={entry.link.shortUrl} testId="short-url" />
      <p class="muted">{t('recentMade', { when: formatDateTime(new Date(entry.at)) })}</p>
      {clicks && (
        <p class="offer-clicks" data-testid="offer-clicks">
          {tCount('offerClicks', clicks.total)}
          {clicks.week && (
            <Sparkline
              counts={clicks.week}
              label={tCount(
                'offerWeekClicks',
                clicks.week.reduce((sum, count) => sum + count, 0),
              )}
            />
          )}
        </p>
      )}
      <ShortLinkActions
        data={data}
        link={entry.link}
        onCopy={onCopy}
        autoFocusCopy
        describedBy="offer-heading offer-url"
      />
      <button type="button" class="button button-link" onClick={onNew}>
        {t('recentCreateNew')}
      </button>
    </section>
  );
}
