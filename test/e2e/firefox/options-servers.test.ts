import { describe } from 'vitest';
import { OptionsPage } from '../pages/options-page';
import { addExtensionServer, resetExtension, serverClient, startE2EServer } from '../support/extension-state';
import { expect, test } from './support/fixtures';

describe('the options page of several servers in Firefox', () => {
  test("opened on the second server, lists that server's links and sends nothing to the first", async ({
    firefox,
    server,
  }) => {
    const second = await startE2EServer({ dialect: 'current' });
    try {
      await resetExtension(firefox, server);
      await addExtensionServer(firefox, second, { id: '2', name: 'Staging' });
      await serverClient(server).links.create({ destination: 'https://example.com/first', alias: 'first' });
      await serverClient(second).links.create({ destination: 'https://example.com/second', alias: 'second' });
      server.clearRequests();

      const options = await OptionsPage.open(firefox, '?server=2');
      await options.waitForAliases(['second']);
      expect(await options.page.getByLabel('Server', { exact: true }).inputValue()).toBe('2');
      expect(server.requests().filter((r) => r.path.includes('/links'))).toEqual([]);
      expect(options.log.problems).toEqual([]);
      await options.close();
    } finally {
      await second.close();
    }
  });
});
