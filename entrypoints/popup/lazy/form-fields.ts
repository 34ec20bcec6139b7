/**
 * The link's options, what the server offers of them, and the conversion to a draft: loaded right
 * after the URL field and Shorten are up.
 */
export { LinkFields } from '@/components/link-form/LinkFields';
export { toLinkDraft } from '@/lib/link-form/to-draft';
export { capabilitiesOf } from '@/lib/api/model/server';
export { missingDefaults, missingDefaultsSentence, withoutMissingDefaults } from '@/lib/link-defaults';
export { CleanedAddress } from '../views/CleanedAddress';
export { UtmBuilder } from '../views/UtmBuilder';
