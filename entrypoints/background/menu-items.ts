import type { ContextMenuChoices } from '@/lib/settings/defaults';

export interface MenuItem {
  id: string;
  title: string;
  context: 'page' | 'link' | 'selection';
  /** The setting that shows or hides it. */
  choice: keyof ContextMenuChoices;
}

const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'shorten-page', title: 'Shorten this page', context: 'page', choice: 'page' },
  { id: 'shorten-link', title: 'Shorten this link', context: 'link', choice: 'link' },
  { id: 'shorten-selection', title: 'Shorten selected URL', context: 'selection', choice: 'selection' },
];

export function enabledMenuItems(choices: ContextMenuChoices): MenuItem[] {
  return MENU_ITEMS.filter((item) => choices[item.choice]);
}
