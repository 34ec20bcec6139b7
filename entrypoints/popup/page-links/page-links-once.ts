import type { PageLinks } from './choose-page-links';
import { readPageLinks } from './read-page-links';

/** Set once the page's links were read (found or not); tests wait for it instead of a delay. */
export const PAGE_LINKS_READ_MARK = 'page-links-read';

let reading: { tabUrl: string; links: Promise<PageLinks> } | undefined;

/**
 * The page is read once per popup: the form drawn again (Shorten another, another server chosen)
 * offers the same links without asking the page again.
 */
export function pageLinksOnce(tabUrl: string): Promise<PageLinks> {
  if (reading?.tabUrl !== tabUrl) {
    const links = readPageLinks(tabUrl, location.search);
    void links.then(() => performance.mark(PAGE_LINKS_READ_MARK));
    reading = { tabUrl, links };
  }
  return reading.links;
}
