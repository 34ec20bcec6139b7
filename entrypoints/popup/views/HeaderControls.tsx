import type { ComponentProps } from 'preact';
import { Finder } from '../finder/Finder';
import { ServerSwitcher } from './ServerSwitcher';

type Props = ComponentProps<typeof ServerSwitcher> & ComponentProps<typeof Finder>;

/**
 * The header's first row after the title, drawn with the later views: the chosen server and its
 * switcher (with two servers or more), and "Find a link". One element for the first paint's code
 * to name, which keeps its budget.
 */
export function HeaderControls({ popup, onSwitch }: Props) {
  return (
    <>
      <ServerSwitcher popup={popup} onSwitch={onSwitch} />
      <Finder popup={popup} />
    </>
  );
}
