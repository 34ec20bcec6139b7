import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import type { FaultSpec, ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { ANSWER_FAULTS, forOneRequest } from './support/answer-faults';
import { startKeyCatcher, type KeyCatcher } from './support/key-catcher';
import { asksSettled, watchAsks } from './support/page-asks';
import { launchExtension } from './support/launch-extension';
import { E2E_EXTENSION_DIR } from './support/paths';
import { connectExtension, expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';
import { waitUntil } from './support/wait-until';

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

const DELETE = { method: 'DELETE' };

/**
 * Each fault of the shared table on the first delete of a run (played for one request): the second
 * delete meets a healthy server. A lost connection, or an answer that is no API's, stops the job
 * (the rest would fail too): it waits for the user, with the reason, to be resumed or dismissed.
 */
function deleteFaults(server: ReferenceServer) {
  const place = { elsewhere: catcher.url, host: new URL(server.url).host };
  return ANSWER_FAULTS.map(({ name, fault, sentence }) => {
    const spec = forOneRequest(fault(place));
    return {
      name,
      spec,
      sentence: sentence(place),
      runGoesOn:
        spec.dropMidBody !== true && spec.dropConnection !== true && spec.html !== true && spec.redirect === undefined,
      /** The browser may send a dropped request again, up to twice (see `forOneRequest`). */
      browserRetries: spec.dropConnection === true ? 2 : 0,
    };
  });
}

/** A 429 with a short Retry-After: a bulk run and a person's delete alike wait it out and send again. */
const RATE_LIMIT: FaultSpec = { status: 429, retryAfterSeconds: 1 };

/** Alias of the `n`th link (1 or 2) made for fault `f`; the table lists newest first, so -1 above -2. */
const pairAlias = (f: number, n: 1 | 2) => `f${String(f)}-${String(n)}`;

function deletesAt(server: ReferenceServer) {
  return server.requests().filter((r) => r.method === 'DELETE');
}

/** The record id in a delete's path, on either route (`/links/7/destroy`, `/api/v1/links/7`). */
const idIn = (path: string) => Number(/\/(\d+)(?:\/destroy)?$/.exec(path)?.[1]);

/**
 * Paths a delete was sent to more than once. A classic server is tried on its other delete route
 * when one answers as no API would (a login page, a redirect): another path, not the same delete
 * again. What the server did is read from its data, as a fault's answer may well be a 200.
 */
function repeatedPaths(server: ReferenceServer): string[] {
  const paths = deletesAt(server).map((r) => r.path);
  return paths.filter((path, i) => paths.indexOf(path) !== i);
}

/** The record ids any delete was sent for, each once. */
function askedIds(server: ReferenceServer): number[] {
  return [...new Set(deletesAt(server).map((r) => idIn(r.path)))];
}

async function aliasesOnServer(server: ReferenceServer): Promise<string[]> {
  return (await serverClient(server).links.list({ perPage: 100 })).items.map((link) => link.alias);
}

describe('options page: bulk delete and space delete against a failing server', () => {
  test('each fault on a bulk delete: its sentence, the link not deleted stays listed and selected, no delete twice', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    catcher.caught.length = 0;
    const client = serverClient(server);
    const faults = deleteFaults(server);
    const pairs = faults.length + 1;
    const ids = new Map<string, number>();
    for (let f = 0; f < pairs; f++)
      for (const n of [2, 1] as const) {
        const alias = pairAlias(f, n);
        ids.set(
          alias,
          (await client.links.create({ destination: `https://example.com/${String(f)}/${String(n)}`, alias })).id,
        );
      }
    const options = await OptionsPage.open(extension, '?per=100');
    const all = Array.from({ length: pairs }, (_, f) => [
      pairAlias(pairs - 1 - f, 1),
      pairAlias(pairs - 1 - f, 2),
    ]).flat();
    await options.waitForAliases(all);
    const checkbox = (alias: string) => options.page.getByRole('checkbox', { name: `Select ${alias}` });
    let shown = all;

    const runWith = async (f: number) => {
      await checkbox(pairAlias(f, 1)).check();
      await checkbox(pairAlias(f, 2)).check();
      await options.page.getByRole('button', { name: 'Delete selected' }).click();
      const dialog = options.dialog('Delete 2 links?');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    const stoppedLine = options.page.getByTestId('job-notice-delete-links');
    for (const [f, { name, spec, sentence, runGoesOn, browserRetries }] of faults.entries()) {
      server.clearRequests();
      server.addFault({ match: DELETE, ...spec });
      await runWith(f);
      const notice = runGoesOn
        ? `Deleted 1 link. 1 link could not be deleted: ${sentence}`
        : 'Stopped: 0 of 2 links were deleted; the others are kept.';
      await expect.poll(() => options.linksNotice.textContent(), { message: name }).toBe(notice);
      // A job the server stopped says why, and waits for Resume or Dismiss.
      if (!runGoesOn)
        await expect
          .poll(() => stoppedLine.locator('p').textContent(), { message: name })
          .toBe(`Deleting links: stopped at 0 of 2. ${sentence}`);
      // The first delete failed: its link stays listed, and selected for another try.
      shown = shown.filter((alias) => !(runGoesOn && alias === pairAlias(f, 2)));
      await options.waitForAliases(shown);
      expect(await checkbox(pairAlias(f, 1)).isChecked(), name).toBe(true);
      if (!runGoesOn) expect(await checkbox(pairAlias(f, 2)).isChecked(), name).toBe(true);
      // No delete sent twice; after a stop, the second link is not even asked for.
      expect(repeatedPaths(server).length, name).toBeLessThanOrEqual(browserRetries);
      expect(askedIds(server), name).toEqual(
        runGoesOn ? [ids.get(pairAlias(f, 1)), ids.get(pairAlias(f, 2))] : [ids.get(pairAlias(f, 1))],
      );
      expect(await aliasesOnServer(server), name).toEqual(shown);
      // A huge answer is not read to its end: the client stopped well before.
      const { hugeBody } = spec;
      if (hugeBody !== undefined)
        await expect.poll(() => deletesAt(server)[0]?.bodyBytes, { message: name }).toBeLessThan(hugeBody / 2);
      if (!runGoesOn) {
        // Dismissed: the job is forgotten, nothing more is sent.
        await stoppedLine.getByRole('button', { name: 'Dismiss' }).click();
        await stoppedLine.waitFor({ state: 'detached' });
        expect(askedIds(server), name).toEqual([ids.get(pairAlias(f, 1))]);
      }
      await checkbox(pairAlias(f, 1)).uncheck();
      if (!runGoesOn) await checkbox(pairAlias(f, 2)).uncheck();
      server.clearFaults();
    }

    // A rate limit with a short wait: the run waits it out and deletes both, each once.
    const last = faults.length;
    server.clearRequests();
    server.addFault({ match: DELETE, times: 1, ...RATE_LIMIT });
    await runWith(last);
    await expect.poll(() => options.linksNotice.textContent()).toBe('Deleted 2 links.');
    shown = shown.filter((alias) => !alias.startsWith(`f${String(last)}-`));
    await options.waitForAliases(shown);
    expect(deletesAt(server).map((r) => r.status)).toEqual([429, 200, 200]);
    expect(askedIds(server)).toEqual([ids.get(pairAlias(last, 1)), ids.get(pairAlias(last, 2))]);

    expect(catcher.caught).toEqual([]);
    // Nothing the page did not catch, and no job left behind: each ended in the page, or was dismissed.
    expect(options.log.problems).toEqual([]);
    expect(await stoppedLine.count()).toBe(0);
    await options.close();
  });

  test('each fault on a space delete: its sentence in the dialog, the space stays, no delete twice', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    catcher.caught.length = 0;
    const client = serverClient(server);
    const space = await client.spaces.create({ name: 'Clients', color: 2 });
    await client.links.create({ destination: 'https://example.com/in-space', spaceId: space.id });
    const options = await OptionsPage.open(extension, '?view=spaces');
    const deleteButton = options.page.getByRole('button', { name: 'Delete space Clients' });
    const dialog = options.dialog('Delete space Clients and its link?');

    for (const { name, spec, sentence, browserRetries } of deleteFaults(server)) {
      server.clearRequests();
      server.addFault({ match: DELETE, ...spec });
      await deleteButton.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent(), { message: name }).toBe(sentence);
      expect(repeatedPaths(server).length, name).toBeLessThanOrEqual(browserRetries);
      expect(askedIds(server), name).toEqual([space.id]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      server.clearFaults();
      expect(
        (await client.spaces.list({})).items.map((s) => s.name),
        name,
      ).toEqual(['Clients']);
    }
    await options.page.getByTestId('space-row').filter({ hasText: 'Clients' }).waitFor();

    // A rate limit with a short wait: the person's delete waits it out (the server did nothing the first time).
    server.clearRequests();
    server.addFault({ match: DELETE, times: 1, ...RATE_LIMIT });
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => options.page.getByTestId('spaces-notice').textContent()).toBe('Deleted space Clients.');
    expect(deletesAt(server).map((r) => r.status)).toEqual([429, 200]);
    expect((await client.spaces.list({})).total).toBe(0);
    expect(catcher.caught).toEqual([]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});

describe('options page: the browser closed during a bulk delete', () => {
  test('the job goes on at the next start: the delete cut off is looked up, the rest deleted, each once', async ({
    server,
  }) => {
    server.reset();
    const client = serverClient(server);
    const kept = await client.links.create({ destination: 'https://example.com/kept', alias: 'not-chosen' });
    // Listed newest first: run-1 … run-5 is the order the job deletes them in.
    const links = [];
    for (let n = 5; n >= 1; n--)
      links.unshift(
        await client.links.create({ destination: `https://example.com/${String(n)}`, alias: `run-${String(n)}` }),
      );
    const aliases = links.map((link) => link.alias);

    const profileDir = await mkdtemp(join(tmpdir(), 'phpshort-restart-'));
    try {
      let browser = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, profileDir });
      await watchAsks(browser.context);
      await connectExtension(browser, server);
      // Every delete waits at the server until the test lets it go.
      server.addFault({ match: DELETE, hold: true });
      const options = await OptionsPage.open(browser);
      await options.waitForAliases([...aliases, 'not-chosen']);
      for (const alias of aliases) await options.page.getByRole('checkbox', { name: `Select ${alias}` }).check();
      await options.page.getByRole('button', { name: 'Delete selected' }).click();
      await options.dialog('Delete 5 links?').getByRole('button', { name: 'Delete', exact: true }).click();
      // Two deletes go through; the third is on its way when the browser closes.
      for (let done = 0; done < 2; done++) {
        await waitUntil(() => server.heldCount() === 1, { failure: () => 'no delete held' });
        server.releaseHeld();
        await waitUntil(() => deletesAt(server).filter((r) => r.status === 200).length === done + 1, {
          failure: () => `delete ${String(done + 1)} not answered`,
        });
      }
      const third = links[2]?.id;
      await waitUntil(() => server.heldCount() === 1 && deletesAt(server).some((r) => idIn(r.path) === third), {
        failure: () => 'the third delete was not sent',
      });
      // Another options page opened meanwhile shows the job under way, and asks nothing of it.
      const second = await OptionsPage.open(browser);
      await second.waitForAliases(['run-3', 'run-4', 'run-5', 'not-chosen']);
      await expect
        .poll(() => second.page.getByTestId('job-notice-delete-links').locator('p').textContent())
        .toBe('Deleting links: 2 of 5');
      await asksSettled(second.page, ['links/list']);
      expect(server.requests().filter((r) => r.method === 'GET' && idIn(r.path) === third)).toEqual([]);
      await browser.close();
      // The server got the third delete before the close and does it now, with nobody to answer to.
      server.releaseHeld();
      server.clearFaults();
      await waitUntil(
        () =>
          client.links.get(third ?? 0).then(
            () => false,
            (error: unknown) => error instanceof ApiError && error.kind === 'not-found',
          ),
        { failure: () => 'the held delete was not done' },
      );
      expect(await aliasesOnServer(server)).toEqual(['run-4', 'run-5', 'not-chosen']);

      server.clearRequests();
      browser = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, profileDir });
      try {
        const reopened = await OptionsPage.open(browser);
        const line = reopened.page.getByTestId('job-notice-delete-links');
        await expect.poll(() => line.locator('p').textContent()).toBe('Deleting links: finished — all 5 done');
        await reopened.waitForAliases(['not-chosen']);
        // The delete cut off was asked about (a GET), not sent again; the last two were deleted once each.
        expect(server.requests().filter((r) => r.method === 'GET' && idIn(r.path) === third)).toHaveLength(1);
        expect(deletesAt(server).map((r) => idIn(r.path))).toEqual([links[3], links[4]].map((link) => link?.id));
        expect(await aliasesOnServer(server)).toEqual([kept.alias]);
        await line.getByRole('button', { name: 'Dismiss' }).click();
        await line.waitFor({ state: 'detached' });
        expect(reopened.log.problems).toEqual([]);
      } finally {
        await browser.close();
      }
    } finally {
      await rm(profileDir, { recursive: true, force: true });
    }
  });
});
