import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/messages';

/** No server saved yet (the header says "Not connected yet"): offer the one step that fixes it. */
export function NotConfigured() {
  return (
    <div class="card connection" data-testid="not-configured">
      <p class="muted">{t('popupConnectPrompt')}</p>
      <button type="button" class="button button-primary" onClick={() => void browser.runtime.openOptionsPage()}>
        {t('popupOpenSettings')}
      </button>
    </div>
  );
}
