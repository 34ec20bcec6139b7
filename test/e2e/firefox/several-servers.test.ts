import { afterAll, beforeAll, describe } from 'vitest';
import type { ReferenceServer } from '../../server/types';
import { createRequests, startE2EServer } from '../support/extension-state';
import { twoServers } from '../support/several-servers';
import { expect, test } from './support/fixtures';

/** The file's second server, of today's dialect, beside the fixtures' classic one. */
let currentServer: ReferenceServer;
beforeAll(async () => {
  currentServer = await startE2EServer({ dialect: 'current' });
});
afterAll(async () => {
  await currentServer.close();
});

describe('two servers in Firefox', () => {
  test("the real context menu's item of the second server makes the link there, and only there", async ({
    firefox,
    targetSite,
    server,
  }) => {
    await twoServers(firefox, server, currentServer, { firstName: 'Acme — classic', secondName: 'Acme — current' });
    await firefox.recordNotices();
    const since = Date.now();
    const target = await firefox.openPage(targetSite.articleUrl);

    await firefox.openContextMenu(target, target.locator('a#linked'));
    await firefox.chooseMenuItem('shorten-link@2');

    await expect.poll(() => firefox.notices(), { message: 'one notification after the menu item' }).toHaveLength(1);
    const [notice] = await firefox.notices();
    expect(notice?.title).toBe('Short link copied');
    expect(notice?.message).toMatch(new RegExp(`^${currentServer.url}/[\\w-]+\\nOn Acme — current\\.$`));
    expect(createRequests(currentServer).map((request) => request.form.url)).toEqual([targetSite.linkedUrl]);
    expect(createRequests(server)).toEqual([]);
    expect(firefox.errors.since(since)).toEqual([]);
    await target.close();
  });
});
