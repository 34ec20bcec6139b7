import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, DRAFTS_LIMIT } from '../../../entrypoints/popup/drafts';
import { RECENT_LINKS_LIMIT } from '../../../lib/recent';
import { assertBuilt, E2E_EXTENSION_DIR, E2E_FIREFOX_DIR } from '../../e2e/support/paths';
import { projectRoot } from '../../tools/lib/run';

const policy = readFileSync(join(projectRoot, 'PRIVACY.md'), 'utf8');
const DAY_MS = 86_400_000;

/** PRIVACY.md promises how long things are kept: the code must keep those promises. */
describe('the privacy policy', () => {
  it('states the retention the code applies', () => {
    expect(DRAFT_MAX_AGE_MS).toBe(7 * DAY_MS);
    expect(policy).toContain('a week at most');
    expect(policy).toContain(`the ${String(DRAFTS_LIMIT)} newest pages`);
    expect(policy).toContain(`the ${String(RECENT_LINKS_LIMIT)} newest are kept`);
  });

  it('names what Firefox is told is transmitted', () => {
    assertBuilt(E2E_FIREFOX_DIR);
    const manifest = JSON.parse(readFileSync(join(E2E_FIREFOX_DIR, 'manifest.json'), 'utf8')) as {
      browser_specific_settings: { gecko: { data_collection_permissions: { required: string[] } } };
    };
    const declared = manifest.browser_specific_settings.gecko.data_collection_permissions.required;
    expect(declared).toEqual(['browsingActivity', 'authenticationInfo']);
    expect(policy).toContain('**browsing activity**');
    expect(policy).toContain('**authentication information**');
  });

  it('ships in the package as a page, every section of it', () => {
    assertBuilt(E2E_EXTENSION_DIR);
    const page = readFileSync(join(E2E_EXTENSION_DIR, 'privacy.html'), 'utf8');
    const headings = [...policy.matchAll(/^#+ (.+)$/gm)].map((match) => match[1]);
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) expect(page).toContain(`>${heading ?? ''}</h`);
    // Links to the repository's other documents would lead nowhere inside the package.
    expect(page).not.toMatch(/href="(?!https?:)[^"]*\.md"/);
  });
});
