import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { localItem } from '../../../lib/storage/local-item';

interface Pet {
  name: string;
}

beforeEach(() => fakeBrowser.reset());

describe('a local storage item', () => {
  it('reads its fallback until something is stored, under its plain key', async () => {
    const pet = localItem<Pet | null>('pet', null);
    expect(await pet.getValue()).toBeNull();
    await pet.setValue({ name: 'Rex' });
    expect(await pet.getValue()).toEqual({ name: 'Rex' });
    // Same key and shape as WXT's `local:pet` item and as direct `browser.storage` readers.
    expect(await browser.storage.local.get('pet')).toEqual({ pet: { name: 'Rex' } });
  });

  it('removes the value on removeValue and on null', async () => {
    const counts = localItem<Record<string, number>>('counts', {});
    await counts.setValue({ a: 1 });
    await counts.removeValue();
    expect(await counts.getValue()).toEqual({});
    await counts.setValue({ a: 2 });
    await counts.setValue(null);
    expect(await browser.storage.local.get('counts')).toEqual({});
  });

  it('reports real changes of its own key until unwatched', async () => {
    const pet = localItem<Pet | null>('pet', null);
    const seen: Array<[Pet | null, Pet | null]> = [];
    const unwatch = pet.watch((value, previous) => seen.push([value, previous]));
    await pet.setValue({ name: 'Rex' });
    await browser.storage.local.set({ other: 1 });
    await pet.setValue({ name: 'Rex' });
    await pet.removeValue();
    unwatch();
    await pet.setValue({ name: 'Fido' });
    expect(seen).toEqual([
      [{ name: 'Rex' }, null],
      [null, { name: 'Rex' }],
    ]);
  });
});
