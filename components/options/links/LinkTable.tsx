import { useLayoutEffect } from 'preact/hooks';
import type { Link } from '@/lib/api/model/link';
import { measureLinksPaint } from '@/lib/options/render-timing';
import { LinkRow } from './LinkRow';

interface Props {
  links: Link[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onEdit: (link: Link) => void;
  onDelete: (link: Link) => void;
  busy: boolean;
}

export function LinkTable({ links, selected, onSelect, onSelectAll, onEdit, onDelete, busy }: Props) {
  useLayoutEffect(measureLinksPaint, [links]);
  const allSelected = links.length > 0 && links.every((link) => selected.has(link.id));
  return (
    <div class="table-scroll">
      <table class="link-table" aria-busy={busy} aria-label="Links">
        <thead>
          <tr>
            <th class="col-select" scope="col">
              <input
                type="checkbox"
                checked={allSelected}
                aria-label="Select all links on this page"
                onChange={(e) => onSelectAll(e.currentTarget.checked)}
              />
            </th>
            <th scope="col">Short link</th>
            <th scope="col">Title and destination</th>
            <th scope="col">Space</th>
            <th scope="col" class="num">
              Clicks
            </th>
            <th scope="col">State</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <LinkRow key={link.id} link={link} selected={selected.has(link.id)} onSelect={onSelect} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
