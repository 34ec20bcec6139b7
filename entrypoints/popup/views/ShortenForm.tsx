import type { PopupController } from '../use-popup';
import { ProblemBanner } from './ProblemBanner';

/** The form: the address, the link's options, Shorten. Enter anywhere in it submits. */
export function ShortenForm({ popup }: { popup: PopupController }) {
  const { values, submitting, problem, restricted } = popup;
  const urlMessages = problem?.fields.destination ?? [];
  const unplaced = Object.entries(problem?.fields ?? {})
    .filter(([path]) => path !== 'destination')
    .flatMap(([, messages]) => messages);
  return (
    <form
      class="shorten-form"
      aria-busy={submitting}
      onSubmit={(event) => {
        event.preventDefault();
        popup.submit();
      }}
    >
      {restricted && (
        <p class="notice" data-testid="restricted-page">
          This tab is a browser, file or extension page, which has no public address to shorten. Type or paste a web
          address instead.
        </p>
      )}
      <fieldset class="fields" disabled={submitting}>
        <div class="form-field">
          <label class="form-label" for="url">
            URL
          </label>
          <input
            id="url"
            class="form-control"
            type="url"
            required
            autoFocus={restricted}
            placeholder="https://example.com/page"
            value={values.destination}
            aria-invalid={urlMessages.length > 0}
            aria-describedby={urlMessages.length > 0 ? 'url-messages' : undefined}
            onInput={(event) => popup.change({ ...values, destination: event.currentTarget.value })}
          />
          {urlMessages.length > 0 && (
            <p id="url-messages" class="form-error">
              {urlMessages.join(' ')}
            </p>
          )}
        </div>
      </fieldset>
      {problem && <ProblemBanner problem={problem} unplaced={unplaced} />}
      <button type="submit" class="button button-primary shorten-button" disabled={submitting} autoFocus={!restricted}>
        {submitting ? (
          <>
            <span class="spinner" aria-hidden="true" /> Shortening…
          </>
        ) : (
          'Shorten'
        )}
      </button>
      {submitting && (
        <p class="muted progress" role="status" data-testid="shorten-progress">
          Creating the short link on your server…
        </p>
      )}
    </form>
  );
}
