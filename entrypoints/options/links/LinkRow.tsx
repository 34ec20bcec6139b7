import { Component, Fragment } from 'preact';
import { AddressLink } from '@/components/address/AddressLink';
import { SpaceChip } from '@/components/link-form/SpaceChip';
import type { Link } from '@/lib/api/model/link';
import { linkState, pendingStart } from '@/lib/api/model/link';
import { formatDateTime } from '@/lib/i18n/format';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { isWebAddress } from '@/lib/web-address';
import { countText, fullDate, shortDate, stateLabel } from './labels';
import type { CopyResult } from './use-copy-feedback';
import type { TrendStore } from './link-trends';
import { TrendCell } from './TrendCell';

interface Props {
  link: Link;
  selected: boolean;
  /** The outcome of copying this row's short URL a moment ago, if any. */
  copied: CopyResult | null;
  onSelect: (id: number, selected: boolean) => void;
  onCopy: (link: Link) => void;
  onEdit: (link: Link) => void;
  onDelete: (link: Link) => void;
  /** Opens the link's statistics in place of the list. */
  onStats: (link: Link) => void;
  /** Shows the link's QR code with its files. */
  onQr: (link: Link) => void;
  /** The last 30 days' sparklines, when the user turned them on. */
  trends: TrendStore | null;
}

const COPY_TEXT: Record<CopyResult, MessageKey> = { copied: 'linkCopied', failed: 'linkCopyFailed' };

/**
 * A short URL without its scheme, free to wrap after the host's slash: a narrow cell puts the
 * alias whole on its own line before it breaks a word (the cell's CSS breaks a long one anywhere).
 */
function ShortUrlText({ url }: { url: string }) {
  const shown = url.replace(/^https?:\/\//, '');
  const aliasStart = shown.lastIndexOf('/') + 1;
  // The host breaks only after its dots, the alias (no spaces) anywhere: never "go.example.co|m".
  const hostParts = shown.slice(0, aliasStart).split(/(?<=\.)/);
  return (
    <>
      {hostParts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
      <wbr />
      <span class="short-alias">{shown.slice(aliasStart)}</span>
    </>
  );
}

/**
 * One link: what it is, where it goes, how it does, and what can be done with it. Redraws only
 * when its own props change: ticking one checkbox must not redraw a hundred rows. Kept flat (one
 * element per fact, no wrappers) because each element costs style and layout times a hundred.
 * On a narrow screen each row is a card (options.css): a cell whose value needs its column's name
 * there (a bare number, a date) carries it in `data-label`, drawn above the value.
 */
export class LinkRow extends Component<Props> {
  override shouldComponentUpdate(next: Props): boolean {
    const current = this.props;
    return (Object.keys(next) as (keyof Props)[]).some((key) => next[key] !== current[key]);
  }

  override render({ link, selected, copied, onSelect, onCopy, onEdit, onDelete, onStats, onQr, trends }: Props) {
    const state = linkState(link);
    const startsAt = state === 'expired' ? pendingStart(link) : null;
    return (
      <tr class={selected ? 'selected' : undefined} data-testid="link-row" data-link-id={link.id}>
        <td class="col-select">
          {/* A label around it: on a touch screen the place to tap is larger than the box (options.css). */}
          <label class="row-select">
            <input
              type="checkbox"
              checked={selected}
              aria-label={t('linkSelectLabel', { alias: link.alias })}
              onChange={(e) => onSelect(link.id, e.currentTarget.checked)}
            />
          </label>
        </td>
        <td class="col-short">
          <AddressLink url={link.shortUrl} class="short-url address" testId="short-url">
            <ShortUrlText url={link.shortUrl} />
          </AddressLink>
          {/* Not for an address that is not a web address: its note says why. */}
          {isWebAddress(link.shortUrl) && (
            <button
              type="button"
              class="button button-small"
              aria-label={t('linkCopyLabel', { url: link.shortUrl })}
              onClick={() => onCopy(link)}
            >
              {t(copied ? COPY_TEXT[copied] : 'linkCopy')}
            </button>
          )}
        </td>
        <td class="col-title">
          <span
            class={link.title ? 'ellipsis' : 'ellipsis muted'}
            data-testid="link-title"
            title={link.title ?? undefined}
          >
            {link.title ?? t('linkNoTitle')}
          </span>
          <AddressLink
            url={link.destination}
            class="ellipsis destination address"
            title={link.destination}
            testId="destination"
          />
        </td>
        <td class="col-space" data-label={t('linkTableSpace')} data-testid="link-space">
          {link.space ? <SpaceChip space={link.space} /> : <span class="muted">—</span>}
        </td>
        <td class="num col-clicks" data-label={t('linkTableClicks')} data-testid="link-clicks">
          {countText(link.clicks)}
        </td>
        {trends && <TrendCell store={trends} linkId={link.id} />}
        <td class="col-state" data-label={t('linkTableState')}>
          {startsAt ? (
            // Not "Expired": it has not begun (though until then visitors meet the server's expired page).
            <>
              <span class="state-badge state-pending" data-testid="link-state">
                {t('linkStatePending')}
              </span>
              <span class="state-note" data-testid="link-starts">
                {t('linkStateStarts', { start: formatDateTime(startsAt) })}
              </span>
            </>
          ) : (
            <span class={`state-badge state-${state}`} data-testid="link-state">
              {stateLabel(state)}
            </span>
          )}
        </td>
        <td class="col-created" data-label={t('linkTableCreated')} title={fullDate(link.createdAt)}>
          {shortDate(link.createdAt)}
        </td>
        <td class="col-actions">
          <button
            type="button"
            class="button button-small"
            aria-label={t('linkStatsLabel', { alias: link.alias })}
            onClick={() => onStats(link)}
          >
            {t('linkStats')}
          </button>
          {/* "QR", short: a fourth word as long as the others would push Delete onto a second line. */}
          {isWebAddress(link.shortUrl) && (
            <button
              type="button"
              class="button button-small"
              aria-label={t('linkQrLabel', { alias: link.alias })}
              title={t('linkQrLabel', { alias: link.alias })}
              onClick={() => onQr(link)}
            >
              {t('linkQr')}
            </button>
          )}
          <button
            type="button"
            class="button button-small"
            aria-label={t('linkEditLabel', { alias: link.alias })}
            onClick={() => onEdit(link)}
          >
            {t('linkEdit')}
          </button>
          <button
            type="button"
            class="button button-small button-danger-quiet"
            aria-label={t('linkDeleteLabel', { alias: link.alias })}
            onClick={() => onDelete(link)}
          >
            {t('linkDelete')}
          </button>
        </td>
      </tr>
    );
  }
}
