/**
 * The link form shared by the popup (create) and the options page (edit).
 *
 * Components (render inside your own <form>; they never submit or fetch anything):
 * - LinkFields({ values, onChange(values), errors?, mode: 'create' | 'edit', original?, spaces,
 *     known: { domains, pixels }, capabilities, showDestination? = true, onMoreOptionsOpen? })
 *     URL, Space, Alias, Privacy (+ "Statistics password"), Expiry, and a "More options"
 *     disclosure (Domain, Pixels, Disabled, Password before redirect, Targeting) whose fields are
 *     a lazily imported chunk. `capabilities` (`capabilitiesOf(status.profile)`) decides what is
 *     offered: Disabled only where links can be disabled, a start and an end where the expiry is
 *     a window, the server's targeting kinds; a feature the plan switches off shows its reason
 *     instead of its control. `known` is listed as given. `errors` are keyed by model path (an
 *     ApiError's `fields`, or the `fields` of a failed conversion); messages for paths with no
 *     field are listed at the end. The disclosures open by themselves when a message concerns a
 *     field inside them. `onMoreOptionsOpen` is called whenever "More options" opens.
 * - DestinationField({ label, value, onInput(value), messages?, autoFocus?, hint? }): the "URL" field
 *     alone, for the popup to place itself (pass `showDestination={false}` to LinkFields then,
 *     and `messages={errors.destination}` here).
 * - SpaceChip({ space, dotOnly? }): a space's colour dot and name (also for tables).
 *
 * Values and conversions (pure, from '@/lib/link-form'), with the same `capabilities`:
 * - emptyValues(), valuesFromDefaults(settings.linkDefaults, url), valuesFromLink(link)
 * - toLinkDraft(values, capabilities) → { ok: true, value: LinkDraft } | { ok: false, fields }
 * - toLinkChanges(original, values, capabilities) → { ok: true, value: LinkChanges } | { ok: false, fields }
 *     (an empty `value` means nothing changed; on a window server a changed end carries the
 *     link's start)
 * - placeFieldErrors(fields) → { byField, formLevel }; formFieldOf(path)
 *
 * QR code: '@/components/qr/QrCode' → QrCode({ url, size? }), and with its PNG, SVG and Copy image
 * beside it '@/components/qr/QrWithFiles' → QrWithFiles({ url, alias, size }); import them lazily.
 *
 * Notes for pages:
 * - Put a submit button in your <form>: with several text fields, Enter submits only when one exists.
 * - While saving, wrap LinkFields in <fieldset disabled> rather than unmounting it (nothing typed is lost).
 * - Values are plain JSON (strings, booleans, arrays): store them as the popup's draft as they are.
 * - Importing any *value* from lib/api/model/* pulls zod into a bundle; the form imports types only.
 */
export { LinkFields, type LinkFieldsProps } from './LinkFields';
export { DestinationField } from './DestinationField';
export { valuesFromLink, toLinkChanges, type LinkFormValues } from '@/lib/link-form';
