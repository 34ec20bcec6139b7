import { describe } from 'vitest';
import { OptionsPage } from './pages/options-page';
import { connectExtension, expect, serverClient, testWithServerOptions } from './support/reference-server-fixtures';

const test = testWithServerOptions({ dialect: 'current' });

const DAY = 86_400_000;
const two = (n: number) => String(n).padStart(2, '0');
/** A local wall-clock day, as the model writes it. */
const dayOf = (at: Date) => `${String(at.getFullYear())}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/**
 * A window that has not begun (issue 21, point 7): not "Expired" but "Not active yet", with when
 * it starts; meanwhile the server treats the link as outside its window, like an expired one.
 */
describe('options page: a link whose window has not started', () => {
  test('reads "Not active yet" with its start; the server meanwhile sends visitors where expired links go', async ({
    extension,
    server,
  }) => {
    server.reset();
    const api = serverClient(server);
    const start = new Date(Date.now() + 2 * DAY);
    start.setHours(9, 0, 0, 0);
    const end = new Date(Date.now() + 30 * DAY);
    await api.links.create({
      destination: 'https://shop.example/later',
      alias: 'later',
      expiry: {
        startDate: dayOf(start),
        startTime: '09:00',
        date: dayOf(end),
        time: '18:00',
        redirectUrl: 'https://gone.example/',
      },
    });
    await api.links.create({
      destination: 'https://shop.example/over',
      alias: 'over',
      expiry: { startDate: '2001-01-01', startTime: '09:00', date: '2001-02-01', time: '18:00' },
    });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(['over', 'later']);

    const row = (alias: string) => options.page.locator(`[data-testid="link-row"]:has-text("${alias}")`);
    expect(await row('later').getByTestId('link-state').textContent()).toBe('Not active yet');
    const startsAt = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(start);
    expect(spaced(await row('later').getByTestId('link-starts').textContent())).toBe(`Starts ${spaced(startsAt)}`);
    expect(await row('over').getByTestId('link-state').textContent()).toBe('Expired');
    expect(await row('over').getByTestId('link-starts').count()).toBe(0);

    // What the server does before the start: the same as after the end.
    const visit = await fetch(`${server.url}/later`, { redirect: 'manual' });
    expect(visit.headers.get('location')).toBe('https://gone.example/');
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
