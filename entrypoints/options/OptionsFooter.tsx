import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/messages';

/** Who made this and what it promises: the version, the independence line and the privacy policy. */
export function OptionsFooter() {
  return (
    <footer class="options-footer">
      <p>{t('optionsFooterIndependent')}</p>
      <p>
        <span>{t('optionsFooterVersion', { version: browser.runtime.getManifest().version })}</span>
        {' · '}
        <a href="/privacy.html" target="_blank" rel="noopener">
          {t('optionsFooterPrivacy')}
        </a>
      </p>
    </footer>
  );
}
