import { describe, expect, it } from 'vitest';
import { FIREFOX_DATA_COLLECTION, justificationGaps, PERMISSION_JUSTIFICATIONS } from '../../tools/store/declarations';
import { permissionsOf, readProductionManifest } from '../../tools/store/production-manifests';

/** The production packages (npm run check and npm test build them; alone: npm run build, npm run build:firefox). */
const chrome = readProductionManifest('Chrome');
const firefox = readProductionManifest('Firefox');

describe('the store declarations', () => {
  it('justify every permission the production manifests ask for, and no other', () => {
    expect(justificationGaps([...permissionsOf(chrome), ...permissionsOf(firefox)])).toEqual([]);
  });

  it('find a permission without a justification, and a justification of a permission not asked for', () => {
    const held = [...Object.keys(PERMISSION_JUSTIFICATIONS).filter((name) => name !== 'offscreen'), 'bookmarks'];
    expect(justificationGaps(held)).toEqual([
      'bookmarks has no justification',
      'offscreen is justified but not asked for',
    ]);
  });

  it('read optional permissions and hosts as permissions too', () => {
    expect(permissionsOf(chrome)).toEqual(expect.arrayContaining(['tabs', 'https://*/*', 'http://*/*']));
    expect(permissionsOf(firefox)).toEqual(expect.arrayContaining(['tabs', 'https://*/*', 'http://*/*']));
    expect(permissionsOf(firefox)).not.toContain('offscreen');
  });

  it("tell Firefox's data collection as the Firefox manifest declares it", () => {
    expect(firefox.browser_specific_settings?.gecko?.data_collection_permissions?.required).toEqual(
      FIREFOX_DATA_COLLECTION.required,
    );
  });
});
