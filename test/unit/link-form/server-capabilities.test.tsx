// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkFieldsProps } from '@/components/link-form';
import { MAX_TARGETING_RULES } from '@/lib/api/model/link';
import type { Capabilities } from '@/lib/api/model/server';
import { formatTimeZoneName } from '@/lib/i18n/format';
import type { LinkFormValues } from '@/lib/link-form';
import { CLASSIC, CURRENT, capabilitiesFor } from './fixtures';
import { renderLinkFields } from './link-fields-harness';
import { useBrowserLanguage } from '../support/browser-i18n';

/** The form offers what the connected server honours, and says why where the plan switches something off. */

afterEach(cleanup);

function renderForm(
  capabilities: Capabilities,
  initial: Partial<LinkFormValues> = {},
  props: Partial<LinkFieldsProps> = {},
) {
  return renderLinkFields({ capabilities, initial, props });
}

async function openMoreOptions() {
  fireEvent.click(screen.getByText('More options'));
  return screen.findByRole('combobox', { name: 'Domain' });
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('on a classic server', () => {
  it('offers Disabled, an expiry date and time without a start, and four targeting kinds', async () => {
    renderForm(CLASSIC);
    expect(screen.getByLabelText<HTMLInputElement>('Expiry date').type).toBe('date');
    expect(screen.queryByLabelText('Start date')).toBeNull();
    await openMoreOptions();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Disabled' }).checked).toBe(false);
    expect(optionLabels(screen.getByRole('combobox', { name: 'Targeting' }))).toEqual([
      'None',
      'Country',
      'Operating system',
      'Language',
      'Rotation',
    ]);
  });
});

describe('on a current server', () => {
  it('offers no Disabled, a window of start and end, and the seven targeting kinds', async () => {
    renderForm(CURRENT);
    for (const [label, type] of [
      ['Start date', 'date'],
      ['Start time', 'time'],
      ['End date', 'date'],
      ['End time', 'time'],
    ] as const) {
      expect(screen.getByLabelText<HTMLInputElement>(label).type).toBe(type);
    }
    expect(screen.queryByText('An end alone starts the window now.')).not.toBeNull();
    await openMoreOptions();
    expect(screen.queryByRole('checkbox', { name: 'Disabled' })).toBeNull();
    expect(optionLabels(screen.getByRole('combobox', { name: 'Targeting' }))).toEqual([
      'None',
      'Continent',
      'Country',
      'Operating system',
      'Browser',
      'Language',
      'Device',
      'Rotation',
    ]);
  });

  it('shows the window in the closed Expiry line', () => {
    renderForm(CURRENT, {
      expiryStartDate: `${new Date().getFullYear()}-12-01`,
      expiryStartTime: '09:00',
      expiryDate: `${new Date().getFullYear()}-12-31`,
      expiryTime: '18:00',
      expiryClickLimit: '500',
    });
    const summary = screen.getByText('Expiry', { exact: false, selector: 'summary' });
    // Written for the page's language, in the user's zone, named (see expiry-summary.test.ts).
    expect(summary.textContent.replace(/\s/g, ' ')).toMatch(
      /From Dec 1, 9:00 AM until Dec 31, 6:00 PM \(.+\) · 500 clicks/,
    );
  });

  it("names the user's zone, which the window's times are read in", () => {
    renderForm(CURRENT);
    expect(screen.getByTestId('expiry-zone').textContent).toBe(`Times are in ${formatTimeZoneName()}.`);
  });

  it('shows a message about the start at the start date, opening Expiry', () => {
    renderForm(CURRENT, {}, { errors: { 'expiry.startDate': ['Pick the day the start time belongs to.'] } });
    const start = screen.getByLabelText('Start date');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect((start.closest('details') as HTMLDetailsElement).open).toBe(true);
  });

  const rowsOf: [kind: string, label: string, value: string, name: string][] = [
    ['continent', 'Continent 1', 'EU', 'Europe'],
    ['country', 'Country 1', 'DE', 'Germany'],
    ['platform', 'Operating system 1', 'Android', 'Android'],
    ['browser', 'Browser 1', 'Firefox', 'Firefox'],
    ['language', 'Language 1', 'de', 'German'],
    ['device', 'Device 1', 'mobile', 'Mobile'],
  ];
  it.each(rowsOf)('a %s row is chosen by name from a list', async (kind, label, value, name) => {
    const latest = renderForm(CURRENT);
    await openMoreOptions();
    fireEvent.change(screen.getByRole('combobox', { name: 'Targeting' }), { target: { value: kind } });
    const key = screen.getByRole('combobox', { name: label });
    expect(within(key).getByRole('option', { name }).getAttribute('value')).toBe(value);
    fireEvent.change(key, { target: { value } });
    fireEvent.input(screen.getByLabelText('Destination 1'), { target: { value: 'https://e.com/x' } });
    expect(latest.values.targeting).toEqual({ kind, rows: [{ key: value, destination: 'https://e.com/x' }] });
  });

  it('a rotation row is a destination only', async () => {
    renderForm(CURRENT);
    await openMoreOptions();
    fireEvent.change(screen.getByRole('combobox', { name: 'Targeting' }), { target: { value: 'rotation' } });
    expect(screen.getByLabelText<HTMLInputElement>('Destination 1').value).toBe('');
    expect(within(screen.getByRole('group', { name: 'Row 1' })).queryByRole('combobox')).toBeNull();
  });

  it(`stops adding rows at ${MAX_TARGETING_RULES}, and says why`, async () => {
    const rows = Array.from({ length: MAX_TARGETING_RULES - 1 }, (_, i) => ({
      key: '',
      destination: `https://e.com/${i}`,
    }));
    const latest = renderForm(CURRENT, { targeting: { kind: 'rotation', rows } });
    await openMoreOptions();
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add destination' });
    fireEvent.click(add);
    expect(latest.values.targeting.rows).toHaveLength(MAX_TARGETING_RULES);
    expect(add.disabled).toBe(true);
    // The disabled button says why, through the message beside it.
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      `A link takes at most ${MAX_TARGETING_RULES} destinations.`,
    );
  });

  it('lists the domains and pixels as given, and tells when the server has no pixels', async () => {
    renderForm(CURRENT);
    expect(optionLabels(await openMoreOptions())).toEqual(['Your account’s default (sho.rt)', 'go.example']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Facebook/ }).checked).toBe(false);
    cleanup();
    renderForm(CURRENT, {}, { known: { domains: [], pixels: [] } });
    await openMoreOptions();
    expect(screen.queryByText('No pixels on this server yet: add them in its dashboard.')).not.toBeNull();
  });
});

describe('features the plan switches off', () => {
  it('show their reason in place of their control', async () => {
    const locked = capabilitiesFor('current', ['spaces', 'pixels', 'privacy', 'password', 'expiry', 'targeting']);
    renderForm(locked);
    await openMoreOptions();
    const notes = screen.getAllByTestId('locked-feature').map((note) => note.textContent);
    expect(notes).toEqual([
      `Space${locked.locked.spaces}`,
      `Privacy${locked.locked.privacy}`,
      `Expiry${locked.locked.expiry}`,
      `Pixels${locked.locked.pixels}`,
      `Password before redirect${locked.locked.password}`,
      `Targeting${locked.locked.targeting}`,
    ]);
    expect(screen.queryByRole('combobox', { name: 'Space' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Privacy' })).toBeNull();
    expect(screen.queryByLabelText('End date')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Pixels' })).toBeNull();
    expect(screen.queryByLabelText('Password before redirect')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Targeting' })).toBeNull();
    // The domain is not a plan feature of its own: the default domain is always there.
    expect(optionLabels(screen.getByRole('combobox', { name: 'Domain' }))).toContain('Your account’s default (sho.rt)');
  });

  it('without passwords, privacy offers no "Password"', () => {
    renderForm(capabilitiesFor('current', ['password']));
    expect(optionLabels(screen.getByRole('combobox', { name: 'Privacy' }))).toEqual(['Public', 'Private']);
  });
});

describe('More options', () => {
  it('tells the page each time it opens', async () => {
    const opened = vi.fn();
    renderForm(CURRENT, {}, { onMoreOptionsOpen: opened });
    await openMoreOptions();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  });
});

describe('in a German browser', () => {
  useBrowserLanguage('de-DE');

  it('labels the form, its choices and the named lists in German', async () => {
    renderForm(CURRENT);
    expect(screen.getByLabelText('Alias').getAttribute('placeholder')).toBe('Wird erzeugt, wenn leer');
    expect(screen.getByTestId('expiry-zone').textContent).toBe(`Zeitzone: ${formatTimeZoneName()}.`);
    fireEvent.click(screen.getByText('Weitere Optionen'));
    const kind = await screen.findByRole('combobox', { name: 'Ausrichtung' });
    expect(optionLabels(kind)).toContain('Betriebssystem');
    fireEvent.change(kind, { target: { value: 'country' } });
    const country = await screen.findByRole('combobox', { name: 'Land 1' });
    expect(optionLabels(country)[0]).toBe('Land wählen…');
    expect(optionLabels(country)).toContain('Deutschland');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Zeile 1 entfernen' }).disabled).toBe(false);
  });
});
