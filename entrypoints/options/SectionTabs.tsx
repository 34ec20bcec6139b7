import { OPTIONS_SECTIONS, sectionTitle, type OptionsSection } from './options-url';

/** The page's three parts. Plain buttons in a nav: Tab reaches each, the current one is marked. */
export function SectionTabs({
  current,
  onChange,
}: {
  current: OptionsSection;
  onChange: (section: OptionsSection) => void;
}) {
  return (
    <nav class="section-tabs" aria-label="Sections">
      {OPTIONS_SECTIONS.map((section) => (
        <button
          key={section}
          type="button"
          class="section-tab"
          aria-current={section === current ? 'page' : undefined}
          aria-controls={`panel-${section}`}
          onClick={() => onChange(section)}
        >
          {sectionTitle(section)}
        </button>
      ))}
    </nav>
  );
}
