import type { ComponentChildren } from 'preact';

// A private-use character no message and no value contains: it marks where the element goes.
const SLOT = '\uE000';

/**
 * A translated sentence with one of its values shown as an element (a link, a bold name), in
 * the place the translator put it: `write` gets a stand-in for the value, e.g.
 * `withElement((url) => t('connectKeyHintAt', { url }), <a href={…}>…</a>)`.
 */
export function withElement(write: (slot: string) => string, element: ComponentChildren): ComponentChildren {
  const [before = '', after = ''] = write(SLOT).split(SLOT);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
