/**
 * Pure, browser-free conversions behind the link form (popup: create; options: edit).
 * Nothing here imports zod: the popup has a tight size budget, and the full contract rules
 * run in the background, whose messages come back keyed by the same model paths.
 */
export { emptyValues, valuesFromDefaults, type LinkFormValues } from './values';
export { toLinkDraft } from './to-draft';
export { toLinkChanges, valuesFromLink } from './to-changes';
export { formFieldOf, placeFieldErrors, isMoreOptionsField } from './field-paths';
export { addTargetingRow, changeTargetingKind, removeTargetingRow, updateTargetingRow } from './targeting-rows';
