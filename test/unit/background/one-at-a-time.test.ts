import { describe, expect, test } from 'vitest';
import { oneAtATime } from '@/lib/one-at-a-time';

describe('oneAtATime', () => {
  test('starts each task only after the one before it settled, in the order they came', async () => {
    const inLine = oneAtATime();
    const events: string[] = [];
    let releaseFirst = () => {};
    const first = inLine(async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      events.push('first ends');
      return 1;
    });
    const second = inLine(() => {
      events.push('second starts');
      return Promise.resolve(2);
    });
    // The second waits while the first is under way.
    await Promise.resolve();
    expect(events).toEqual(['first starts']);
    releaseFirst();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });

  test('a failed task fails its caller and does not stop the ones after it', async () => {
    const inLine = oneAtATime();
    const failed = inLine(() => Promise.reject(new Error('write failed')));
    const next = inLine(() => Promise.resolve('written'));
    await expect(failed).rejects.toThrow('write failed');
    await expect(next).resolves.toBe('written');
  });
});
