import type { StoreListing } from './listing';

/** The listing as the files `npm run store` writes, one per store form field, to copy from. */
export function listingFiles(listing: StoreListing): { file: string; text: string }[] {
  return [
    { file: 'name.txt', text: listing.name },
    { file: 'short-description.txt', text: listing.shortDescription },
    { file: 'amo-summary.txt', text: listing.amoSummary },
    { file: 'description.txt', text: listing.description },
  ].map(({ file, text }) => ({ file, text: `${text}\n` }));
}
