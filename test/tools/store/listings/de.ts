import type { ListingTexts } from '../listing';

const independence = 'Diese Erweiterung ist unabhängig: Sie stammt nicht von den Autoren von phpShort.';

export const de: ListingTexts = {
  independence,
  amoSummary:
    'Kürzt die aktuelle Seite mit Ihrem eigenen phpShort-Server: Alias, Bereich, Sichtbarkeit, Ablauf und QR-Code, per Symbolleiste, Kontextmenü oder Tastenkürzel. Dazu Linkverwaltung und Statistik. Unabhängig, nicht von den Autoren von phpShort.',
  tagline: 'Kurzlinks vom eigenen phpShort-Server, direkt im Browser.',
  captions: {
    'popup-form': 'Die aktuelle Seite kürzen: Bereich, Alias, Sichtbarkeit, Ablauf',
    'popup-result': 'Der Kurzlink ist sofort kopiert, mit QR-Code',
    links: 'Alle Links: suchen, filtern, bearbeiten, löschen',
    stats: 'Klicks pro Tag und woher sie kommen',
    bulk: 'Mehrere kürzen: eine Liste einfügen oder die Tabs eines Fensters',
  },
  description: `Link-Kürzer für phpShort erstellt Kurzlinks mit Ihrem eigenen phpShort-Server, direkt von der Seite aus, die Sie gerade lesen, und verwaltet die Links dieses Servers, ohne dass Sie sein Dashboard öffnen müssen. Die Erweiterung ist für alle gedacht, die phpShort selbst betreiben: für ein Unternehmen, einen Verein oder eigene Projekte.

Kürzen:

- Popup in der Symbolleiste: Die Adresse der Seite ist schon eingetragen. Bereich, Alias, Sichtbarkeit der Statistik und Ablauf wählen, Enter drücken: Der Kurzlink liegt sofort in der Zwischenablage und erscheint mit QR-Code.
- Kontextmenü: diese Seite, einen Link darauf oder eine markierte Adresse kürzen.
- Tastenkürzel: Alt+Umschalt+S kürzt den aktuellen Tab mit Ihren Standardoptionen.
- Saubere Links: Tracking-Parameter wie UTM-Tags und Klick-IDs werden vor dem Kürzen entfernt, wenn Sie sie nicht behalten.

Verwalten:

- Mehrere Server: mehrere phpShort-Server oder Konten hinterlegen und zwischen ihnen wechseln.
- Linkverwaltung: Links suchen, filtern, bearbeiten und löschen; Bereiche anlegen, umbenennen und löschen.
- Statistik (auf einem aktuellen phpShort-Server): Klicks pro Tag, Länder, Städte, Sprachen, Browser, Geräte und verweisende Seiten jedes Links.
- Mehrere kürzen: eine Liste einfügen oder die Tabs eines Fensters übernehmen, prüfen und alles im Tempo des Servers kürzen.
- Export: alle Links eines Filters als CSV- oder JSON-Datei.

Ihre Daten:

Ihr API-Schlüssel bleibt im Erweiterungsspeicher Ihres Browsers. Die Adressen, die Sie kürzen, und alles andere, was die Erweiterung vom Server wissen will, gehen ausschließlich an den phpShort-Server, den Sie verbinden: an niemanden sonst, ohne Analyse und ohne Tracking. Die Datenschutzerklärung ist auf dieser Seite verlinkt.

Sie brauchen einen phpShort-Server (eine aktuelle Version oder eine ältere mit der klassischen API) und einen API-Schlüssel aus Ihrem Konto dort. Die Erweiterung spricht Deutsch, Englisch, Französisch, Spanisch, brasilianisches Portugiesisch, vereinfachtes Chinesisch und Arabisch.

${independence}`,
};
