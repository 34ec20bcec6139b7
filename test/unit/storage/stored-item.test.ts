import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { StoredValue } from '../../../lib/storage/registry';
import { storedItem } from '../../../lib/storage/stored-item';

interface Pet {
  name: string;
}

/** A registry entry of the test's own, read as stored or as its fallback. */
function entry<T>(key: string, fallback: T): StoredValue<T> {
  return { key, area: 'local', read: (stored) => (stored ?? fallback) as T };
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('a stored item', () => {
  it('reads its fallback until something is stored, under its plain key', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null));
    expect(await pet.getValue()).toBeNull();
    await pet.setValue({ name: 'Rex' });
    expect(await pet.getValue()).toEqual({ name: 'Rex' });
    // Same key and shape as WXT's `local:pet` item and as direct `browser.storage` readers.
    expect(await browser.storage.local.get('pet')).toEqual({ pet: { name: 'Rex' } });
  });

  it('removes the value on removeValue and on null', async () => {
    const counts = storedItem(entry<Record<string, number>>('counts', {}));
    await counts.setValue({ a: 1 });
    await counts.removeValue();
    expect(await counts.getValue()).toEqual({});
    await counts.setValue({ a: 2 });
    await counts.setValue(null);
    expect(await browser.storage.local.get('counts')).toEqual({});
  });

  it('reports real changes of its own key until unwatched', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null));
    const seen: [Pet | null, Pet | null][] = [];
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

describe('a local storage item kept in memory', () => {
  const storageReads = () => vi.spyOn(fakeBrowser.storage.local, 'get');

  it('reads storage once, then answers from memory while nothing changes', async () => {
    await browser.storage.local.set({ pet: { name: 'Rex' } });
    const pet = storedItem(entry<Pet | null>('pet', null), { keepInMemory: true });
    const reads = storageReads();
    expect(await pet.getValue()).toEqual({ name: 'Rex' });
    expect(await pet.getValue()).toEqual({ name: 'Rex' });
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('answers its own writes and removals without reading them back', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null), { keepInMemory: true });
    const reads = storageReads();
    await pet.setValue({ name: 'Fido' });
    expect(await pet.getValue()).toEqual({ name: 'Fido' });
    await pet.removeValue();
    expect(await pet.getValue()).toBeNull();
    expect(reads).not.toHaveBeenCalled();
  });

  it('sees a value another page wrote', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null), { keepInMemory: true });
    expect(await pet.getValue()).toBeNull();
    await browser.storage.local.set({ pet: { name: 'Rex' } });
    expect(await pet.getValue()).toEqual({ name: 'Rex' });
    await browser.storage.local.remove('pet');
    expect(await pet.getValue()).toBeNull();
  });

  it('gives a watcher that reads at once the new value, though it listened before the copy was kept', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null), { keepInMemory: true });
    const readInWatcher: Promise<Pet | null>[] = [];
    // Watching first, as the background does at its start; the copy's own listener comes later.
    pet.watch(() => readInWatcher.push(pet.getValue()));
    await browser.storage.local.set({ pet: { name: 'Rex' } });
    expect(await pet.getValue()).toEqual({ name: 'Rex' });
    await browser.storage.local.remove('pet');
    expect(await Promise.all(readInWatcher)).toEqual([{ name: 'Rex' }, null]);
  });

  it('does not keep an answer that a change overtook while it was being read', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null), { keepInMemory: true });
    // The storage answer is held back until another page's write has landed.
    let answerOldValue = () => {};
    vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementationOnce(
      // The spy is typed after get's callback overload; the code under test uses the promise one.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      () => new Promise((resolve) => (answerOldValue = () => resolve({ pet: { name: 'Rex' } }))),
    );
    const reading = pet.getValue();
    await browser.storage.local.set({ pet: { name: 'Fido' } });
    answerOldValue();
    expect(await reading).toEqual({ name: 'Rex' });
    expect(await pet.getValue()).toEqual({ name: 'Fido' });
  });

  it('does not keep its own write when another page removed the value while the write was on its way', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null), { keepInMemory: true });
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    // The write lands, but its answer is held back until another page's removal has landed too.
    let answerWrite = () => {};
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementationOnce(
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      (items) => set(items).then(() => new Promise<void>((resolve) => (answerWrite = resolve))),
    );
    const writing = pet.setValue({ name: 'Rex' });
    await vi.waitFor(async () => expect(await browser.storage.local.get('pet')).toEqual({ pet: { name: 'Rex' } }));
    await browser.storage.local.remove('pet');
    answerWrite();
    await writing;
    expect(await pet.getValue()).toBeNull();
  });

  it('forgets a write that failed', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null), { keepInMemory: true });
    await pet.setValue({ name: 'Rex' });
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValueOnce(new Error('QUOTA_BYTES quota exceeded'));
    await expect(pet.setValue({ name: 'Fido' })).rejects.toThrow('quota');
    expect(await pet.getValue()).toEqual({ name: 'Rex' });
  });

  it('stops trusting its copy when it can no longer hear changes', async () => {
    const pet = storedItem(entry<Pet | null>('pet', null), { keepInMemory: true });
    await pet.setValue({ name: 'Rex' });
    // A reset drops every listener: a change made after it would go unheard.
    fakeBrowser.reset();
    await browser.storage.local.set({ pet: { name: 'Fido' } });
    expect(await pet.getValue()).toEqual({ name: 'Fido' });
  });
});
