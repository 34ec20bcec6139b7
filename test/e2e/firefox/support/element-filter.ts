/**
 * What a query step checks on each element it found, in the page: the parts of Playwright's
 * locator semantics that BiDi's node locators cannot say (a name that is a RegExp or a
 * case-insensitive substring, a heading level, `hasText`).
 */
export interface ElementFilter {
  name?: { text: string; exact: boolean } | { source: string; flags: string };
  level?: number;
  hasText?: string;
  /** Only elements that get their name from a label (`getByLabel`), not from their content. */
  labelled?: boolean;
}

/**
 * Runs in the page (serialised: it may not refer to anything outside itself). The name is an
 * approximation of the accessible name: aria-labelledby, aria-label, <label>s, a button
 * input's value, then the element's text or title. Exact string names do not come here: they
 * go to the browser's own accessibility tree (BiDi's accessibility locator).
 */
function matchesFilter(element: Element, filter: ElementFilter): boolean {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const labels = element instanceof HTMLElement && 'labels' in element ? element.labels : null;
  const labelledBy = element.getAttribute('aria-labelledby');
  const ariaLabel = element.getAttribute('aria-label');
  const fromLabel =
    labelledBy !== null
      ? labelledBy
          .split(/\s+/)
          .map((id) => squash(document.getElementById(id)?.textContent))
          .join(' ')
      : ariaLabel !== null
        ? squash(ariaLabel)
        : labels instanceof NodeList && labels.length > 0
          ? [...labels].map((label) => squash(label.textContent)).join(' ')
          : null;
  if (filter.labelled && fromLabel === null) return false;

  if (filter.name) {
    const isButtonInput = element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type);
    const isField =
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement;
    const name =
      fromLabel ??
      (isButtonInput
        ? squash(element.value)
        : isField
          ? squash(element.getAttribute('title'))
          : squash(element.textContent) || squash(element.getAttribute('title')));
    const wanted = filter.name;
    if ('source' in wanted) {
      if (!new RegExp(wanted.source, wanted.flags).test(name)) return false;
    } else if (
      wanted.exact ? name !== squash(wanted.text) : !name.toLowerCase().includes(squash(wanted.text).toLowerCase())
    ) {
      return false;
    }
  }
  if (filter.level !== undefined) {
    const level =
      element.getAttribute('aria-level') ?? (/^H[1-6]$/.test(element.tagName) ? element.tagName.slice(1) : null);
    if (level !== String(filter.level)) return false;
  }
  if (
    filter.hasText !== undefined &&
    !squash(element.textContent).toLowerCase().includes(squash(filter.hasText).toLowerCase())
  ) {
    return false;
  }
  return true;
}

/** Runs in the page: visible as Playwright means it (a box, and not `visibility: hidden`). */
function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
}

/** Script source: `(filterJson, ...elements)` → JSON of one boolean per element. */
export const FILTER_SCRIPT = `(filterJson, ...elements) => {
  const filter = JSON.parse(filterJson);
  const matches = ${matchesFilter.toString()};
  return JSON.stringify(elements.map((element) => matches(element, filter)));
}`;

/** Script source: `(element)` → whether it is visible. */
export const VISIBLE_SCRIPT = `(element) => (${isVisible.toString()})(element)`;

/** Script source: `(element)` → whether an action may use it now: visible and not disabled. */
export const ACTIONABLE_SCRIPT = `(element) => !element.disabled && (${isVisible.toString()})(element)`;
