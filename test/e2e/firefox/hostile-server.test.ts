import { afterAll, beforeAll, describe } from 'vitest';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import { ANSWER_FAULTS } from '../support/answer-faults';
import { connectExtension, createRequests, resetExtension, serverClient } from '../support/extension-state';
import { CREATE_LINK, createFault } from '../support/hostile-faults';
import { startKeyCatcher, type KeyCatcher } from '../support/key-catcher';
import { expect, test } from './support/fixtures';

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** The essentials of the Chromium suite's hostile server: the redirect, the huge answer, the drop. */
const FAULTS = ['a redirect to another origin', 'a 200 MB answer', 'a connection dropped mid-answer'].map(createFault);

describe('popup in Firefox: a hostile or broken server', () => {
  test.for(FAULTS)(
    '$name: the sentence, the entries kept, no key elsewhere',
    async ({ fault, sentence: said }, { firefox, targetSite, server }) => {
      const place = { elsewhere: catcher.url, host: new URL(server.url).host };
      const sentence = said(place);
      await resetExtension(firefox, server);
      catcher.caught.length = 0;
      server.addFault({ match: CREATE_LINK, times: 1, ...fault(place) });
      const target = await firefox.openPage(targetSite.articleUrl);
      const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      // Shorten moves down once the link's options arrive: wait for them before clicking (BiDi clicks by position).
      await popup.aliasField.waitFor();
      await popup.aliasField.fill('kept-alias');
      await popup.shortenButton.click();

      await expect.poll(() => popup.problem.textContent()).toContain(sentence);
      expect(await popup.aliasField.inputValue()).toBe('kept-alias');
      expect(createRequests(server)).toHaveLength(1);
      expect(catcher.caught).toEqual([]);
      const { hugeBody } = fault(place);
      if (hugeBody !== undefined)
        await expect.poll(() => createRequests(server)[0]?.bodyBytes).toBeLessThan(hugeBody / 2);
      await popup.close();
      await target.close();
    },
  );
});

/** The link list's essentials: a redirect that must not take the key along, and a connection that drops. */
const LIST_FAULTS = ANSWER_FAULTS.filter(({ name }) =>
  ['a redirect to another origin', 'a connection dropped before any answer'].includes(name),
);

describe('options page in Firefox: the link list on a hostile or broken server', () => {
  test('a redirect and a dropped connection: each sentence, the rows and the search kept, no key elsewhere; an odd record told', async ({
    firefox,
    server,
  }) => {
    await resetExtension(firefox, server);
    catcher.caught.length = 0;
    const client = serverClient(server);
    await client.links.create({ destination: 'https://shop.example/one', alias: 'one' });
    await client.links.create({ destination: 'https://shop.example/two', alias: 'two' });
    await connectExtension(firefox, server);
    const options = await OptionsPage.open(firefox, '?view=links');
    await options.waitForAliases(['two', 'one']);
    const place = { elsewhere: catcher.url, host: new URL(server.url).host };
    const sentence = options.page.locator('[data-testid="load-error"] p');

    expect(LIST_FAULTS).toHaveLength(2);
    for (const [index, { name, fault, sentence: expected }] of LIST_FAULTS.entries()) {
      server.clearFaults();
      server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, ...fault(place) });
      if (index === 0) await options.filter('Search').fill('shop');
      else await options.page.getByRole('button', { name: 'Retry' }).click();
      await expect
        .poll(() => sentence.textContent(), { message: name })
        .toBe(`Could not load the links. ${expected(place)}`);
      expect(await options.linkRows.count(), name).toBe(2);
      expect(await options.filter('Search').inputValue(), name).toBe('shop');
    }
    expect(catcher.caught).toEqual([]);

    // A record of unexpected shape among them: the others are listed, the odd one is told.
    server.clearFaults();
    const odd = await client.links.create({ destination: 'https://shop.example/odd', alias: 'odd' });
    server.overrideRecord('links', odd.id, { id: 'x' });
    await options.page.getByRole('button', { name: 'Retry' }).click();
    await options.waitForAliases(['two', 'one']);
    expect(await options.page.getByTestId('links-unreadable').textContent()).toBe(
      '1 link on this page could not be read (its record has an unexpected shape) and is not shown.',
    );
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
