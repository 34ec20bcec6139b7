// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DestinationField } from '@/components/link-form';
import { PLATFORMS } from '@/lib/api/model/link';
import { toLinkChanges, valuesFromLink } from '@/lib/link-form';
import { t } from '@/lib/i18n/messages';
import { CLASSIC, sampleLink } from './fixtures';
import { renderLinkFields, type HarnessOptions } from './link-fields-harness';

afterEach(cleanup);

/** The form on a classic server, unless the test says otherwise. */
function renderForm(options: Omit<HarnessOptions, 'capabilities'> = {}) {
  return renderLinkFields({ capabilities: CLASSIC, ...options });
}

async function openMoreOptions() {
  fireEvent.click(screen.getByText('More options'));
  return screen.findByRole('combobox', { name: 'Targeting' });
}

describe('LinkFields', () => {
  it('has the accessible names the pages and tests rely on', async () => {
    renderForm();
    const inputTypes = (names: string[]) =>
      names.map((name) => [name, screen.getByLabelText<HTMLInputElement>(name).type]);
    expect(
      inputTypes(['URL', 'Alias', 'Expiry time', 'Expiry date', 'Click limit', 'After expiry, send visitors to']),
    ).toEqual([
      ['URL', 'text'],
      ['Alias', 'text'],
      ['Expiry time', 'time'],
      ['Expiry date', 'date'],
      ['Click limit', 'text'],
      ['After expiry, send visitors to', 'text'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Space' }).tagName).toBe('SELECT');
    expect(screen.getByRole('combobox', { name: 'Privacy' }).tagName).toBe('SELECT');
    await openMoreOptions();
    expect(screen.getByRole('combobox', { name: 'Domain' }).tagName).toBe('SELECT');
    expect(within(screen.getByRole('group', { name: 'Pixels' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Disabled' }).checked).toBe(false);
    expect(inputTypes(['Password before redirect'])).toEqual([['Password before redirect', 'password']]);
  });
});

describe('LinkFields behaviour', () => {
  it('shows the statistics password only for privacy "password"', () => {
    const latest = renderForm();
    expect(screen.queryByLabelText('Statistics password')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Privacy' }), { target: { value: 'password' } });
    const password = screen.getByLabelText<HTMLInputElement>('Statistics password');
    expect(password.type).toBe('password');
    fireEvent.input(password, { target: { value: 'pw' } });
    expect(latest.values).toMatchObject({ privacy: 'password', privacyPassword: 'pw' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Privacy' }), { target: { value: 'private' } });
    expect(screen.queryByLabelText('Statistics password')).toBeNull();
  });

  it('offers "No space" and the spaces, with the chosen colour named', () => {
    const latest = renderForm();
    const space = screen.getByRole('combobox', { name: 'Space' });
    expect(
      within(space)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No space', 'Marketing', 'Support']);
    fireEvent.change(space, { target: { value: '2' } });
    expect(latest.values.spaceId).toBe('2');
    // Beside the select, which names the space, the dot says its colour to screen readers.
    expect(screen.getByTitle('Support (blue)').textContent).toBe('blue');
  });

  it('updates values as the user types, keeping everything else', () => {
    const latest = renderForm({ initial: { destination: 'https://e.com' } });
    fireEvent.input(screen.getByLabelText('Alias'), { target: { value: 'my-alias' } });
    fireEvent.input(screen.getByLabelText('Click limit'), { target: { value: '12' } });
    expect(latest.values).toMatchObject({ destination: 'https://e.com', alias: 'my-alias', expiryClickLimit: '12' });
  });

  it('keeps Expiry closed until something is set, and says what is set', () => {
    renderForm();
    const expiry = () =>
      screen.getByText('Expiry', { exact: false, selector: 'summary' }).closest('details') as HTMLDetailsElement;
    expect(expiry().open).toBe(false);
    expect(expiry().querySelector('summary')?.textContent).toContain('none');
    cleanup();
    renderForm({ initial: { expiryClickLimit: '5', expiryRedirectUrl: 'https://over.example/x' } });
    expect(expiry().open).toBe(true);
    expect(expiry().querySelector('summary')?.textContent).toContain('5 clicks · then over.example');
  });

  it('opens Expiry by itself for a message at one of its fields', () => {
    renderForm({ errors: { 'expiry.clickLimit': ['Enter a whole number.'] } });
    expect((screen.getByLabelText('Click limit').closest('details') as HTMLDetailsElement).open).toBe(true);
  });

  it('adds and removes targeting rows', async () => {
    const latest = renderForm();
    const kind = await openMoreOptions();
    fireEvent.change(kind, { target: { value: 'country' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Country 1').value).toBe('');
    fireEvent.change(screen.getByLabelText('Country 1'), { target: { value: 'US' } });
    fireEvent.input(screen.getByLabelText('Destination 1'), { target: { value: 'https://e.com/us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add destination' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Country 2'));
    fireEvent.change(screen.getByLabelText('Country 2'), { target: { value: 'FR' } });
    fireEvent.input(screen.getByLabelText('Destination 2'), { target: { value: 'https://e.com/fr' } });
    expect(latest.values.targeting.rows).toEqual([
      { key: 'US', destination: 'https://e.com/us' },
      { key: 'FR', destination: 'https://e.com/fr' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(latest.values.targeting.rows).toEqual([{ key: 'FR', destination: 'https://e.com/fr' }]);
    expect(screen.getByLabelText<HTMLSelectElement>('Country 1').value).toBe('FR');
    expect(screen.queryByLabelText('Country 2')).toBeNull();
  });

  it('offers exactly the seven operating systems', async () => {
    renderForm();
    fireEvent.change(await openMoreOptions(), { target: { value: 'platform' } });
    const platform = screen.getByRole('combobox', { name: 'Operating system 1' });
    expect(
      within(platform)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual([...PLATFORMS]);
  });

  it('shows rotation rows as destinations only', async () => {
    renderForm();
    fireEvent.change(await openMoreOptions(), { target: { value: 'rotation' } });
    expect(screen.getByLabelText<HTMLInputElement>('Destination 1').value).toBe('');
    expect(screen.queryByLabelText('Country 1')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Operating system 1' })).toBeNull();
  });

  it('renders each message at its field, wired with aria-invalid and aria-describedby', async () => {
    renderForm({
      initial: { targeting: { kind: 'country', rows: [{ key: 'XX', destination: '' }] } },
      errors: {
        alias: ['That alias is taken.'],
        'expiry.date': ['Enter a real date as YYYY-MM-DD.'],
        'targeting.rules.0.country': ['Choose a country (two-letter code, e.g. US).'],
        '(input)': ['Something else went wrong.'],
      },
    });
    const alias = screen.getByLabelText('Alias');
    expect(alias.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(alias)).toContain('That alias is taken.');
    expect(describedText(screen.getByLabelText('Expiry date'))).toContain('Enter a real date as YYYY-MM-DD.');
    expect(screen.getByLabelText('Click limit').getAttribute('aria-invalid')).toBeNull();
    // The message is inside "More options", which opens by itself.
    const country = await screen.findByLabelText('Country 1');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(country)).toBe('Choose a country (two-letter code, e.g. US).');
    // A key outside the list stays as it is, selectable, so the user sees what was refused.
    expect((country as HTMLSelectElement).value).toBe('XX');
    expect(screen.queryByText('Something else went wrong.')).not.toBeNull();
  });

  it('shows pixels as checkboxes, or a hint when none are known', async () => {
    const latest = renderForm();
    await openMoreOptions();
    fireEvent.click(screen.getByRole('checkbox', { name: /Analytics/ }));
    expect(latest.values.pixelIds).toEqual(['5']);
    cleanup();
    renderForm({ props: { known: { domains: [], pixels: [] } } });
    await openMoreOptions();
    expect(screen.queryByText(/No pixels known yet/)).not.toBeNull();
  });

  it('in edit mode keeps the domain fixed and offers to remove an existing redirect password', async () => {
    const link = sampleLink();
    const latest = renderForm({ initial: valuesFromLink(link), props: { mode: 'edit', original: link } });
    await openMoreOptions();
    const domain = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Domain' });
    expect(domain.disabled).toBe(true);
    expect(domain.value).toBe('1');
    expect(describedText(screen.getByLabelText('Statistics password'))).toContain('Set — leave empty to keep it.');
    expect(describedText(screen.getByLabelText('Password before redirect'))).toContain('Set — leave empty to keep it.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remove the password before redirect' }));
    expect(latest.values.removeRedirectPassword).toBe(true);
    expect(toLinkChanges(link, latest.values, CLASSIC)).toEqual({ ok: true, value: { redirectPassword: null } });
  });

  it('in edit mode shows what the record left unknown as unknown, and keeps it', async () => {
    const link = sampleLink({
      hasRedirectPassword: null,
      hasPrivacyPassword: null,
      targeting: { kind: 'rules-not-reported', targetedKind: 'country' },
    });
    const latest = renderForm({ initial: valuesFromLink(link), props: { mode: 'edit', original: link } });
    await openMoreOptions();
    // Statistics behind a password have one, whatever the record says.
    expect(describedText(screen.getByLabelText('Statistics password'))).toContain('Set — leave empty to keep it.');
    expect(describedText(screen.getByLabelText('Password before redirect'))).toContain(
      'The server does not say whether one is set',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Targeting' }).value).toBe('country');
    expect(screen.getByTestId('targeting-not-reported').textContent).toContain('not reported by the server');
    expect(toLinkChanges(link, latest.values, CLASSIC)).toEqual({ ok: true, value: {} });

    fireEvent.click(screen.getByRole('button', { name: 'Add destination' }));
    expect(screen.queryByTestId('targeting-not-reported')).toBeNull();
  });

  it('leaves the URL out when the page renders its own DestinationField', () => {
    renderForm({ props: { showDestination: false } });
    expect(screen.queryByLabelText('URL')).toBeNull();
  });

  it('submits the surrounding form on Enter: no button in it is a submit button', async () => {
    renderForm();
    await openMoreOptions();
    fireEvent.change(screen.getByRole('combobox', { name: 'Targeting' }), { target: { value: 'rotation' } });
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('type')).toBe('button');
  });
});

describe('DestinationField', () => {
  it('is named "URL" (as the popup and the form name it) and shows its messages', () => {
    render(
      <DestinationField
        label={t('fieldUrl')}
        value="nope"
        onInput={() => {}}
        messages={['Enter a destination URL as a full address.']}
      />,
    );
    const url = screen.getByRole('textbox', { name: 'URL' });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(url)).toBe('Enter a destination URL as a full address.');
  });
});

/** The text a screen reader reads as the field's description. */
function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
