import type { Link } from '@/lib/api/model/link';
import { linkState } from '@/lib/api/model/link-state';
import { Component } from 'preact';
import { countText, fullDate, shortDate, STATE_LABELS } from '@/lib/link-manager/labels';
import { SpaceChip } from '@/components/link-form/SpaceChip';
import { CopyButton } from './CopyButton';

interface Props {
  link: Link;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onEdit: (link: Link) => void;
  onDelete: (link: Link) => void;
}

/**
 * Re-renders only when its own props change: ticking one checkbox, or a filter's choices arriving,
 * must not redraw a hundred rows.
 */
export class LinkRow extends Component<Props> {
  override shouldComponentUpdate(next: Props): boolean {
    const current = this.props;
    return (Object.keys(next) as (keyof Props)[]).some((key) => next[key] !== current[key]);
  }

  override render() {
    return <LinkRowCells {...this.props} />;
  }
}

/** One link: what it is, where it goes, how it does, and what can be done with it. */
function LinkRowCells({ link, selected, onSelect, onEdit, onDelete }: Props) {
  const state = linkState(link);
  return (
    <tr class={selected ? 'selected' : undefined} data-testid="link-row" data-link-id={link.id}>
      <td class="col-select">
        <input
          type="checkbox"
          checked={selected}
          aria-label={`Select ${link.alias}`}
          onChange={(e) => onSelect(link.id, e.currentTarget.checked)}
        />
      </td>
      <td class="col-short">
        <div class="short-cell">
          <a href={link.shortUrl} target="_blank" rel="noreferrer" class="short-url" data-testid="short-url">
            {link.shortUrl.replace(/^https?:\/\//, '')}
          </a>
          <CopyButton text={link.shortUrl} label={`Copy ${link.shortUrl}`} />
        </div>
      </td>
      <td class="col-destination">
        <span class="title-text" data-testid="link-title" title={link.title ?? undefined}>
          {link.title ?? <span class="muted">No title</span>}
        </span>
        <a href={link.destination} target="_blank" rel="noreferrer" class="destination" title={link.destination} data-testid="destination">
          {link.destination}
        </a>
      </td>
      <td class="col-space" data-testid="link-space">
        {link.space ? <SpaceChip space={link.space} /> : <span class="muted">—</span>}
      </td>
      <td class="col-clicks num" data-testid="link-clicks">
        {countText(link.clicks)}
      </td>
      <td class="col-state">
        <span class={`state-badge state-${state}`} data-testid="link-state">
          {STATE_LABELS[state]}
        </span>
      </td>
      <td class="col-created" title={fullDate(link.createdAt)}>
        {shortDate(link.createdAt)}
      </td>
      <td class="col-actions">
        <button type="button" class="button button-small" aria-label={`Edit ${link.alias}`} onClick={() => onEdit(link)}>
          Edit
        </button>
        <button type="button" class="button button-small button-danger-quiet" aria-label={`Delete ${link.alias}`} onClick={() => onDelete(link)}>
          Delete
        </button>
      </td>
    </tr>
  );
}
