/**
 * What the page says about its own addresses, as `collectPageLinks` returns it: plain strings only
 * (the result crosses from the page to the extension), never the page's text.
 */
export interface RawPageLinks {
  /** The document's address when it was read (`location.href`). */
  url: string;
  /** The address relative `href`s resolve against (`document.baseURI`: a `<base href>` counts). */
  base: string;
  /** Each matching `<link>`: its `rel`, its `rev` and its `href` attribute as written. */
  links: [rel: string, rev: string, href: string][];
}

/**
 * Runs inside the page (`scripting.executeScript` serialises it): it must stay self-contained, with
 * no import, no outside constant and no helper, as whatever it refers to is not there. It reads the
 * few `<link>` elements that declare a canonical or short address and nothing else, at most 20 of
 * them and 2048 characters of each attribute (a hostile page cannot flood the popup).
 */
export function collectPageLinks(): RawPageLinks {
  const cut = (value: string | null) => (value ?? '').slice(0, 2048);
  const found = document.querySelectorAll(
    'link[rel~="canonical" i][href],link[rel~="shortlink" i][href],link[rel~="shorturl" i][href],link[rev~="canonical" i][href]',
  );
  const links: RawPageLinks['links'] = [];
  for (const link of Array.from(found).slice(0, 20)) {
    links.push([cut(link.getAttribute('rel')), cut(link.getAttribute('rev')), cut(link.getAttribute('href'))]);
  }
  return { url: cut(location.href), base: cut(document.baseURI), links };
}
