import type { TargetedKeyboardEvent } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { rateLimitedSentence, toApiError } from '@/lib/api/errors';
import type { Link } from '@/lib/api/model/link';
import { copyText } from '@/lib/clipboard';
import { t } from '@/lib/i18n/messages';
import { isWebAddress } from '@/lib/web-address';
import { clipboardTextOf } from '../copy-format';
import type { PopupData } from '../first-paint';
import { LazyQrCode } from '../views/LazyQrCode';
import { finderSearch, type FinderState } from './finder-search';
import { FinderResult } from './FinderResult';
import { findLinks } from './found-links';
import './finder.css';

/** What the finder takes of the popup's controller (../use-popup.ts). */
interface FinderSource {
  data: PopupData;
  configured: boolean | null;
}

type Copied = { id: number; copied: boolean } | null;

/** `/` or Ctrl/Cmd+K, from anywhere but a field the user types in. */
function opensFinder(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const typing = !!target?.closest('input, textarea, select, [contenteditable]');
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The sentence under the field for where the search stands. */
function statusOf(state: FinderState<Link>): string {
  switch (state.name) {
    case 'empty':
      return t('finderHint');
    case 'loading':
      return t('finderSearching');
    case 'results':
      return state.items.length === 0 ? t('finderNone', { query: state.query }) : '';
    case 'failed': {
      const error = toApiError(state.error);
      const reason = error.kind === 'rate-limited' ? rateLimitedSentence(error.retryAfterSeconds) : error.message;
      return t('finderFailed', { message: reason });
    }
  }
}

/**
 * "Find a link": the current server's links by alias, title or address, as the user types, by
 * keyboard: `/` or Ctrl+K opens it, the arrows move from the field to the results, Enter copies
 * (in the copy format chosen), Ctrl/Cmd+Enter opens, Q shows the QR code. In the header, loaded
 * with the later views: the first paint holds none of it.
 */
export function Finder({ popup }: { popup: FinderSource }) {
  const { data } = popup;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [state, setState] = useState<FinderState<Link>>({ name: 'empty' });
  const [qrFor, setQrFor] = useState<number | null>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const search = useMemo(
    () => finderSearch<Link>({ search: (query) => findLinks(query, data.serverId), show: setState }),
    [data.serverId],
  );
  useEffect(() => () => search.stop(), [search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!opensFinder(event)) return;
      event.preventDefault();
      setOpen(true);
      // Already open: focused now; else once drawn (the effect below).
      field.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useLayoutEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const items = state.name === 'results' ? state.items : [];
  const picks = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('[data-finder-pick]') ?? [])];

  const copy = (link: Link) => {
    setCopied(null);
    if (!isWebAddress(link.shortUrl)) return;
    clipboardTextOf({ shortUrl: link.shortUrl, title: link.title, destination: link.destination }, data)
      .then(copyText)
      .then(
        () => setCopied({ id: link.id, copied: true }),
        () => setCopied({ id: link.id, copied: false }),
      );
  };
  const openTab = (link: Link) => {
    if (isWebAddress(link.shortUrl)) void browser.tabs.create({ url: link.shortUrl });
  };

  const onFieldKey = (event: TargetedKeyboardEvent<HTMLInputElement>) => {
    const first = items[0];
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      picks()[0]?.focus();
    } else if (event.key === 'Enter' && first) {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) openTab(first);
      else copy(first);
    } else if (event.key === 'Escape' && text === '') {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onResultKey = (link: Link, index: number) => (event: TargetedKeyboardEvent<HTMLButtonElement>) => {
    const all = picks();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) field.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      openTab(link);
    } else if (event.key.toLowerCase() === 'q' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      setQrFor(qrFor === link.id ? null : link.id);
    }
  };

  // No server to search yet: "Open settings" is the popup's only way on.
  if (popup.configured === false) return null;
  if (!open) {
    return (
      <button
        type="button"
        class="button button-link finder-open"
        aria-keyshortcuts="/ Control+K"
        data-testid="finder-open"
        onClick={() => setOpen(true)}
      >
        {t('finderOpen')}
      </button>
    );
  }

  const status = statusOf(state);
  return (
    <section class="finder" aria-labelledby="finder-label" data-testid="finder">
      <label id="finder-label" class="label" for="finder-field">
        {t('finderLabel')}
      </label>
      <input
        id="finder-field"
        ref={field}
        class="form-control"
        type="search"
        autocomplete="off"
        spellcheck={false}
        aria-describedby="finder-status"
        aria-controls="finder-results"
        value={text}
        onInput={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          setCopied(null);
          search.type(value);
        }}
        onKeyDown={onFieldKey}
      />
      <p
        id="finder-status"
        class={`finder-status ${state.name === 'failed' ? 'finder-failed' : 'muted'}`}
        role="status"
        data-testid="finder-status"
      >
        {copied ? t(copied.copied ? 'copyCopied' : 'pageShortLinkCopyFailed') : status}
      </p>
      <ul id="finder-results" ref={list} class="finder-results" aria-label={t('finderResults')}>
        {items.map((link, index) => (
          <li key={link.id}>
            <FinderResult
              link={link}
              qrShown={qrFor === link.id}
              onKeyDown={onResultKey(link, index)}
              onCopy={() => copy(link)}
              onToggleQr={() => setQrFor(qrFor === link.id ? null : link.id)}
            />
            {qrFor === link.id && <LazyQrCode url={link.shortUrl} alias={link.alias} ready />}
          </li>
        ))}
      </ul>
    </section>
  );
}
