import { t } from '@/lib/i18n/messages';
import { OPTIONS_SECTIONS, sectionTitle, type OptionsSection } from './options-url';

/** The page's parts (Links, Spaces, Shorten many, Settings). Plain buttons in a nav: Tab reaches each, the current one is marked. */
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
          {sectionTitle(section)}
        </button>
      ))}
    </nav>
  );
}
