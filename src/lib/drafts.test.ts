import { describe, expect, it } from 'vitest';
import { agentDraftKeeper, createDraftStore, draftKey } from './drafts';

interface FakeRequest {
  result?: unknown;
  error?: unknown;
  onsuccess?: () => void;
  onerror?: () => void;
  onupgradeneeded?: () => void;
}

/** Just enough of IndexedDB for the store: one database, object stores as maps, asynchronous requests. */
function fakeIndexedDb(options: { failOpen?: boolean } = {}) {
  const stores = new Map<string, Map<string, unknown>>();
  const request = (run: () => unknown): FakeRequest => {
    const pending: FakeRequest = {};
    queueMicrotask(() => {
      pending.result = run();
      pending.onsuccess?.();
    });
    return pending;
  };
  const database = {
    createObjectStore: (name: string) => stores.set(name, new Map()),
    transaction: (name: string) => ({
      objectStore: () => {
        const store = stores.get(name)!;
        return {
          get: (key: string) => request(() => structuredClone(store.get(key))),
          put: (value: unknown, key: string) => request(() => store.set(key, structuredClone(value))),
          delete: (key: string) => request(() => store.delete(key)),
          getAllKeys: () => request(() => [...store.keys()]),
        };
      },
    }),
  };
  const factory = {
    opened: 0,
    open: () => {
      factory.opened += 1;
      const pending: FakeRequest = {};
      queueMicrotask(() => {
        if (options.failOpen) {
          pending.error = new Error('blocked');
          pending.onerror?.();
          return;
        }
        pending.result = database;
        if (stores.size === 0) pending.onupgradeneeded?.();
        pending.onsuccess?.();
      });
      return pending;
    },
  };
  return { factory, stores, asIdb: factory as unknown as IDBFactory };
}

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (at: number) => [...items.keys()][at] ?? null,
    get length() {
      return items.size;
    },
  };
}

const draft = { holder: { holderName: '示例科技有限公司' }, rows: [{ name: '张三', idNumber: '110101199001011237' }] };

describe('draft store', () => {
  it('keeps drafts in IndexedDB, opened once, and copies what it stores', async () => {
    const idb = fakeIndexedDb();
    const storage = fakeStorage();
    const store = createDraftStore({ indexedDB: idb.asIdb, localStorage: storage });
    const key = draftKey('group-apply', 'aszxty', '800001');
    expect(key).toBe('group-apply:aszxty:800001');
    expect(await store.load(key)).toBeUndefined();
    const value = structuredClone(draft);
    await store.save(key, value);
    value.rows[0].name = '李四';
    expect(await store.load(key)).toEqual(draft);
    expect(idb.stores.get('drafts')?.size).toBe(1);
    expect(storage.items.size).toBe(0);
    await store.remove(key);
    expect(await store.load(key)).toBeUndefined();
    expect(idb.factory.opened).toBe(1);
  });

  it('falls back to localStorage when IndexedDB will not open', async () => {
    const storage = fakeStorage();
    const store = createDraftStore({ indexedDB: fakeIndexedDb({ failOpen: true }).asIdb, localStorage: storage });
    await store.save('k', draft);
    expect(JSON.parse(storage.items.get('draft:k')!)).toEqual(draft);
    expect(await store.load('k')).toEqual(draft);
    await store.remove('k');
    expect(storage.items.size).toBe(0);
  });

  it('uses localStorage where there is no IndexedDB, and ignores a corrupt entry', async () => {
    const storage = fakeStorage();
    const store = createDraftStore({ localStorage: storage });
    storage.items.set('draft:broken', '{not json');
    expect(await store.load('broken')).toBeUndefined();
    await store.save('k', draft);
    expect(await store.load('k')).toEqual(draft);
  });

  it('keeps a save readable even when the page goes before IndexedDB has it', async () => {
    const storage = fakeStorage();
    const stalled = { open: () => ({}) } as unknown as IDBFactory;
    const dying = createDraftStore({ indexedDB: stalled, localStorage: storage });
    void dying.save('k', draft);
    // The next page load: a new store, IndexedDB working, the stalled write never landed.
    const idb = fakeIndexedDb();
    const next = createDraftStore({ indexedDB: idb.asIdb, localStorage: storage });
    expect(await next.load('k')).toEqual(draft);
    await next.save('k', { ...draft, rows: [] });
    expect(storage.items.size).toBe(0);
    expect(await next.load('k')).toEqual({ ...draft, rows: [] });
  });

  it('forgets one form’s drafts and only those, in IndexedDB, localStorage and memory', async () => {
    const forgotten = ['quotation', 'quotation:gytx:new', 'quotation:gytx:Q1'];
    const kept = ['quotations:x', 'quotation-old', 'group-apply:aszxty:800001'];
    for (const backends of [{ indexedDB: fakeIndexedDb().asIdb, localStorage: fakeStorage() }, { localStorage: fakeStorage() }, {}]) {
      const store = createDraftStore(backends);
      for (const key of [...forgotten, ...kept]) await store.save(key, draft);
      await store.removeForm('quotation');
      for (const key of forgotten) expect(await store.load(key)).toBeUndefined();
      for (const key of kept) expect(await store.load(key)).toEqual(draft);
    }
  });

  it('forgets the copies of saves IndexedDB never took, at once', () => {
    const storage = fakeStorage();
    const store = createDraftStore({ indexedDB: { open: () => ({}) } as unknown as IDBFactory, localStorage: storage });
    void store.save('quotation:gytx:new', draft);
    void store.save('bbc-create', draft);
    void store.removeForm('quotation');
    expect([...storage.items.keys()]).toEqual(['draft-pending:bbc-create']);
  });

  it('still works in memory with neither', async () => {
    const store = createDraftStore({});
    await store.save('k', draft);
    expect(await store.load('k')).toEqual(draft);
  });
});

describe('agent drafts', () => {
  const agentKeys = ['quotation:gytx:new', 'endorsement:P1', 'bbc-create'];
  const setUp = async () => {
    const storage = fakeStorage();
    const store = createDraftStore({ localStorage: storage });
    for (const key of [...agentKeys, 'group-apply:aszxty:800001']) await store.save(key, draft);
    return { store, keeper: agentDraftKeeper(store, storage) };
  };
  const kept = async (store: ReturnType<typeof createDraftStore>) => {
    const found = await Promise.all(agentKeys.map((key) => store.load(key)));
    return found.filter(Boolean).length;
  };

  it('stay for the agent who signs in again after the session expired', async () => {
    const { store, keeper } = await setUp();
    await keeper.signedIn('800001');
    for (const key of agentKeys) await store.save(key, draft);
    await keeper.signedIn('800001');
    expect(await kept(store)).toBe(3);
  });

  it('go when another agent or a policyholder signs in, or nobody is on record, and the group application stays', async () => {
    for (const next of ['800002', undefined]) {
      const { store, keeper } = await setUp();
      await keeper.signedIn('800001');
      for (const key of agentKeys) await store.save(key, draft);
      await keeper.signedIn(next);
      expect(await kept(store)).toBe(0);
      expect(await store.load('group-apply:aszxty:800001')).toEqual(draft);
    }
    const { store, keeper } = await setUp();
    await keeper.signedIn('800001');
    expect(await kept(store)).toBe(0);
  });

  it('go at sign-out, and the agent is no longer on record', async () => {
    const { store, keeper } = await setUp();
    await keeper.signedIn('800001');
    for (const key of agentKeys) await store.save(key, draft);
    await keeper.forget();
    expect(await kept(store)).toBe(0);
    for (const key of agentKeys) await store.save(key, draft);
    await keeper.signedIn('800001');
    expect(await kept(store)).toBe(0);
  });
});
