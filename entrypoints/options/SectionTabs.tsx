import { t, type MessageKey } from '@/lib/i18n/messages';
import { OPTIONS_SECTIONS, type OptionsSection } from './options-url';

const LABELS: Record<OptionsSection, MessageKey> = {
  links: 'sectionLinks',
  spaces: 'sectionSpaces',
  settings: 'sectionSettings',
};

/** The page's three parts. Plain buttons in a nav: Tab reaches each, the current one is marked. */
export function SectionTabs({
  current,
  onChange,
}: {
  current: OptionsSection;
  onChange: (section: OptionsSection) => void;
}) {
  return (
    <nav class="section-tabs" aria-label={t('sectionsLabel')}>
      {OPTIONS_SECTIONS.map((section) => (
        <button
          key={section}
          type="button"
          class="section-tab"
          aria-current={section === current ? 'page' : undefined}
          // Only the current section's panel is rendered: pointing the others at an id that is not
          // in the page is an invalid reference (axe: aria-valid-attr-value).
          aria-controls={section === current ? `panel-${section}` : undefined}
          onClick={() => onChange(section)}
        >
          {t(LABELS[section])}
        </button>
      ))}
    </nav>
  );
}
