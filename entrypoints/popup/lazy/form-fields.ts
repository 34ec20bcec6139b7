/**
 * The link's options (with the tracking line and the UTM builder), what the server offers of them,
 * and the conversion to a draft: loaded right after the URL field and Shorten are up.
 */
export { toLinkDraft } from '@/lib/link-form/to-draft';
export { missingDefaults, missingDefaultsSentence, withoutMissingDefaults } from '@/lib/link-defaults';
export { PopupFields } from '../views/PopupFields';
