// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkFields, type LinkFieldsProps } from '@/components/link-form';
import type { FieldErrors } from '@/lib/api/errors';
import { PLATFORMS } from '@/lib/api/model/link';
import { emptyValues, type LinkFormValues } from '@/lib/link-form';
import { KNOWN, SPACES } from './fixtures';

afterEach(cleanup);

interface HarnessOptions {
  initial?: Partial<LinkFormValues>;
  errors?: FieldErrors;
  props?: Partial<LinkFieldsProps>;
}

/** Renders LinkFields with state held like a page would, and exposes the latest values. */
function renderForm({ initial = {}, errors, props = {} }: HarnessOptions = {}) {
  const latest: { values: LinkFormValues } = { values: { ...emptyValues(), ...initial } };
  function Harness() {
    const [values, setValues] = useState(latest.values);
    latest.values = values;
    return (
      <form>
        <LinkFields values={values} onChange={setValues} errors={errors} mode="create" spaces={SPACES} known={KNOWN} {...props} />
      </form>
    );
  }
  render(<Harness />);
  return latest;
}

async function openMoreOptions() {
  fireEvent.click(screen.getByText('More options'));
  return screen.findByRole('combobox', { name: 'Targeting' });
}

describe('LinkFields', () => {
  it('has the accessible names the pages and tests rely on', async () => {
    renderForm();
    for (const name of ['URL', 'Alias', 'Expiry time', 'Expiry date', 'Click limit', 'After expiry, send visitors to']) {
      expect(screen.getByLabelText(name)).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Space' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Privacy' })).toBeTruthy();
    await openMoreOptions();
    expect(screen.getByRole('combobox', { name: 'Domain' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pixels' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Disabled' })).toBeTruthy();
    expect(screen.getByLabelText('Password before redirect')).toBeTruthy();
  });
});
