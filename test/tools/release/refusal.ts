/**
 * Why a release cannot start, in one sentence for the person who asked: thrown before anything
 * is changed, so the tool prints the sentence alone (no stack) and exits 1.
 */
export class Refusal extends Error {
  override name = 'Refusal';
}
