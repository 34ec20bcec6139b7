import { useState } from 'preact/hooks';
import type { FileProblem } from '@/lib/import/import-row';
import { decodeImportFile } from '@/lib/import/file-checks';
import { t } from '@/lib/i18n/messages';
import { useFocusTakenIfLost } from '../common/use-focus-kept-through';
import { fileProblemText } from './import-words';

/** Where the text came from, so a refusal is said at that field. */
export type SourceField = 'file' | 'paste';

interface Props {
  /** The file's (or the pasted) text to read. */
  onText: (text: string, from: SourceField) => void;
  /** A refusal of the last text read, said at its field. */
  problem: { from: SourceField; problem: FileProblem } | null;
  /** A file that could not be read as text: said at the file field. */
  onRefused: (problem: FileProblem) => void;
  busy: boolean;
}

/**
 * A file chosen, or its text pasted. The file's bytes are checked before anything is read (size,
 * UTF-16, bytes that are not UTF-8); the pasted text stays as typed whatever happens to it.
 */
export function ImportSource({ onText, problem, onRefused, busy }: Props) {
  const [text, setText] = useState('');
  const fileField = useFocusTakenIfLost<HTMLInputElement>();
  const said = (from: SourceField) => (problem?.from === from ? fileProblemText(problem.problem) : null);
  const fileProblem = said('file');
  const pasteProblem = said('paste');
  return (
    <div class="card import-sources">
      <div class="import-file">
        <label class="form-label" for="import-file">
          {t('importFileLabel')}
        </label>
        <input
          id="import-file"
          ref={fileField}
          type="file"
          class="form-control"
          accept=".csv,.json,.txt,text/csv,application/json,text/plain"
          aria-describedby={fileProblem ? 'import-file-hint import-file-problem' : 'import-file-hint'}
          aria-invalid={fileProblem ? true : undefined}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            void file.arrayBuffer().then((buffer) => {
              const decoded = decodeImportFile(new Uint8Array(buffer));
              if (decoded.kind === 'text') onText(decoded.text, 'file');
              else onRefused(decoded.problem);
            });
          }}
        />
        <p class="form-hint" id="import-file-hint">
          {t('importFileHint')}
        </p>
        {fileProblem && (
          <p class="form-error" id="import-file-problem" role="alert" data-testid="import-file-problem">
            {fileProblem}
          </p>
        )}
      </div>
      <form
        class="import-paste"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '') onText(text, 'paste');
        }}
      >
        <label class="form-label" for="import-text">
          {t('importPasteLabel')}
        </label>
        <textarea
          id="import-text"
          class="form-control import-textarea"
          rows={6}
          // A file's text reads left to right whatever the page's direction; Arabic cells still show as written.
          dir="auto"
          spellcheck={false}
          value={text}
          aria-describedby={pasteProblem ? 'import-text-problem' : undefined}
          aria-invalid={pasteProblem ? true : undefined}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        {pasteProblem && (
          <p class="form-error" id="import-text-problem" role="alert" data-testid="import-text-problem">
            {pasteProblem}
          </p>
        )}
        <button type="submit" class="button" disabled={busy || text.trim() === ''} data-testid="import-read">
          {t('importRead')}
        </button>
      </form>
    </div>
  );
}
