import { configure, render } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { LinkFields, type LinkFieldsProps } from '@/components/link-form';
import type { FieldErrors } from '@/lib/api/errors';
import type { Capabilities } from '@/lib/api/model/server';
import { emptyValues, type LinkFormValues } from '@/lib/link-form';
import { KNOWN, SPACES } from './fixtures';

// "More options" is a chunk loaded on first use; `findBy…` waits 1 s by default, and `npm test`
// runs these tests beside the browser suites on two cores, where the chunk may take longer to come.
configure({ asyncUtilTimeout: 10_000 });

export interface HarnessOptions {
  capabilities: Capabilities;
  initial?: Partial<LinkFormValues>;
  errors?: FieldErrors;
  props?: Partial<LinkFieldsProps>;
}

/** Renders LinkFields (create mode) with state held like a page would, and exposes the latest values. */
export function renderLinkFields({ capabilities, initial = {}, errors, props = {} }: HarnessOptions) {
  const latest: { values: LinkFormValues } = { values: { ...emptyValues(), ...initial } };
  function Harness() {
    const [values, setValues] = useState(latest.values);
    latest.values = values;
    return (
      <form>
        <LinkFields
          values={values}
          onChange={setValues}
          errors={errors}
          mode="create"
          spaces={SPACES}
          known={KNOWN}
          capabilities={capabilities}
          {...props}
        />
      </form>
    );
  }
  render(<Harness />);
  return latest;
}
