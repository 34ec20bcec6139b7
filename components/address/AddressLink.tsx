import type { ComponentChildren } from 'preact';
import { t } from '@/lib/i18n/messages';
import { isWebAddress } from '@/lib/web-address';
import './address.css';

interface Props {
  /** An address as the server gave it: only a web address becomes a link. */
  url: string;
  class: string;
  id?: string;
  title?: string;
  testId?: string;
  /** What is shown; the address itself when absent. */
  children?: ComponentChildren;
}

/**
 * A server's address as a link that opens in a new tab, when it is one: a `javascript:`, `data:` or
 * extension address from a compromised server would run or open with the extension's rights, so it
 * is shown as text with a note saying why it is not a link.
 */
export function AddressLink({ url, class: className, id, title, testId, children }: Props) {
  if (isWebAddress(url)) {
    return (
      <a href={url} target="_blank" rel="noreferrer" class={className} id={id} title={title} data-testid={testId}>
        {children ?? url}
      </a>
    );
  }
  return (
    <>
      <span class={`${className} not-web-address`} id={id} title={title} data-testid={testId}>
        {children ?? url}
      </span>
      <span class="not-web-note" data-testid="not-web-note">
        {t('addressNotWeb')}
      </span>
    </>
  );
}
