import { useState } from 'preact/hooks';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { LINK_TEXT_FORMATS, type LinkTextFormat } from '@/lib/link-text';
import type { PopupData } from '../first-paint';
import { chooseCopyFormat, copyFormatOf } from '../copy-format';
import '@/components/form/fields.css';
import './copy-format-choice.css';

const LABELS: Record<LinkTextFormat, MessageKey> = {
  plain: 'copyFormatPlain',
  markdown: 'copyFormatMarkdown',
  html: 'copyFormatHtml',
};

/**
 * "Copy as": the address, a Markdown link or an HTML link, beside Copy. Chosen once, it holds for
 * every copy of this popup and the next ones (a failed save only loses the latter).
 */
export function CopyFormatChoice({ data }: { data: Pick<PopupData, 'settings' | 'serverId' | 'tabUrl'> }) {
  const [format, setFormat] = useState(() => copyFormatOf(data));
  return (
    <label class="copy-format">
      <span>{t('copyFormatLabel')}</span>
      <select
        class="form-control form-select"
        value={format}
        data-testid="copy-format"
        onChange={(event) => {
          const value = event.currentTarget.value;
          const next = LINK_TEXT_FORMATS.find((known) => known === value) ?? 'plain';
          setFormat(next);
          chooseCopyFormat(data, next).catch(() => undefined);
        }}
      >
        {LINK_TEXT_FORMATS.map((known) => (
          <option key={known} value={known}>
            {t(LABELS[known])}
          </option>
        ))}
      </select>
    </label>
  );
}
