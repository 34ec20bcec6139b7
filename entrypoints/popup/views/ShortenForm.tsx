import type { FunctionComponent } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { DestinationField } from '@/components/link-form/DestinationField';
import { useFormFields } from '../later';
import type { ShortenProblem } from '../shorten-problem';
import type { PopupController } from '../use-popup';
import { t } from '@/lib/i18n/messages';

interface Props {
  popup: PopupController;
  /** Lazily loaded with the other later views; a problem only exists after a request. */
  ProblemBanner: FunctionComponent<{ problem: ShortenProblem }> | undefined;
}

/**
 * The form: the address, the link's options, Shorten. Enter in any text field submits.
 * URL and Shorten come first; the other fields follow from their own chunk a moment later.
 */
export function ShortenForm({ popup, ProblemBanner }: Props) {
  const { values, submitting, problem, restricted } = popup;
  const fields = useFormFields();
  const form = useRef<HTMLFormElement>(null);
  // After a refusal, take the keyboard to the first field that needs attention, else back to Shorten
  // (disabled while waiting, it lost the focus to the page).
  useLayoutEffect(() => {
    if (problem && !submitting)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"],[type=submit]')?.focus();
  }, [problem, submitting]);
  const missingDefaults = fields?.missingDefaultsSentence(popup.missing);
  return (
    <form
      ref={form}
      class="shorten-form"
      aria-busy={submitting}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        popup.submit();
      }}
    >
      {restricted && (
        <p class="notice" data-testid="restricted-page">
          {t('shortenRestricted')}
        </p>
      )}
      <fieldset class="fields" disabled={submitting}>
        <DestinationField
          label={t('fieldUrl')}
          value={values.destination}
          onInput={(destination) => popup.change({ ...values, destination })}
          messages={problem?.fields.destination}
          autoFocus={restricted}
        />
        {fields && <fields.PopupFields popup={popup} />}
      </fieldset>
      {missingDefaults && (
        <p class="notice" data-testid="missing-defaults">
          {missingDefaults}
        </p>
      )}
      {problem && ProblemBanner && <ProblemBanner problem={problem} />}
      <button type="submit" class="button button-primary shorten-button" disabled={submitting} autoFocus={!restricted}>
        {submitting ? (
          <>
            <span class="spinner" aria-hidden="true" /> {t('shortenBusy')}
          </>
        ) : (
          t('shortenButton')
        )}
      </button>
      {submitting && (
        <p class="muted progress" role="status" data-testid="shorten-progress">
          {t('shortenProgress')}
        </p>
      )}
    </form>
  );
}
