import { formArea, secretArea } from './draft-store';

/**
 * Writing the popup's drafts where ./draft-store.ts reads them: the form in `storage.local`, its
 * passwords in `storage.session`. Loaded with the popup's actions, after the first paint.
 */

/** One write per area, sent at once. `secrets` null: the page has none (any kept before go). */
export async function writeDraft(
  formKey: string,
  form: unknown,
  secretsKey: string,
  secrets: Record<string, string> | null,
): Promise<void> {
  const area = secretArea();
  await Promise.all([
    formArea().set({ [formKey]: form }),
    area && (secrets ? area.set({ [secretsKey]: secrets }) : area.remove(secretsKey)),
  ]);
}

/** Removes forms and passwords; the two areas side by side. */
export async function removeDrafts(formKeys: string[], secretKeys: string[]): Promise<void> {
  await Promise.all([
    formKeys.length > 0 && formArea().remove(formKeys),
    secretKeys.length > 0 && secretArea()?.remove(secretKeys),
  ]);
}
