/**
 * The product files whose user-visible strings are not in public/_locales yet (issue 13). The
 * literal scan (test/tools/i18n/literal-scan.ts, run by test/unit/i18n/literal-scan.test.ts and
 * `npm run i18n:literals`) allows English only in these files; every other file must have none.
 * When a file's strings are extracted, delete its line: a listed file without any literal fails
 * the test, so this list only shrinks. Its length is the work left.
 */
export const UNCONVERTED_FILES: readonly string[] = [
  'components/link-form/DestinationField.tsx',
  'components/link-form/domain-choices.ts',
  'components/link-form/ExpiryFields.tsx',
  'components/link-form/LinkFields.tsx',
  'components/link-form/MoreOptions.tsx',
  'components/link-form/MoreOptionsFields.tsx',
  'components/link-form/PixelsField.tsx',
  'components/link-form/PrivacyFields.tsx',
  'components/link-form/SpaceField.tsx',
  'components/link-form/targeting-choices.ts',
  'components/link-form/TargetingFields.tsx',
  'components/qr/QrCode.tsx',
  'entrypoints/popup/send-shortening.ts',
  'entrypoints/popup/shorten-problem.ts',
  'entrypoints/popup/views/CopyStatus.tsx',
  'entrypoints/popup/views/FailedShortenings.tsx',
  'entrypoints/popup/views/ProblemBanner.tsx',
  'entrypoints/popup/views/RecentOffer.tsx',
  'entrypoints/popup/views/ResultView.tsx',
  'entrypoints/popup/views/ShortenForm.tsx',
  'entrypoints/popup/views/ShortLinkActions.tsx',
];
