/**
 * Drafts of forms people fill on a phone (DESIGN "Phones and WeChat"): WeChat may kill the page when a camera
 * or file picker opens, so a form keeps its state here and restores it on load. IndexedDB, or localStorage
 * where IndexedDB is missing or refuses to open (some WebViews, private modes), or memory as a last resort.
 */
interface DraftStore {
  load<T>(key: string): Promise<T | undefined>;
  save(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every draft of one form (keys made by `draftKey(form, ...)`). */
  removeForm(form: string): Promise<void>;
}

const ofForm = (form: string) => (key: string) => key === form || key.startsWith(`${form}:`);

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The keys in a storage that start with `prefix`, without it. */
function storedKeys(storage: DraftStorage, prefix: string): string[] {
  return Array.from({ length: storage.length }, (_, at) => storage.key(at) ?? '')
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}

const DB_NAME = 'portal-drafts';
const STORE = 'drafts';
const STORAGE_PREFIX = 'draft:';

/** One key per form and context, e.g. draftKey('group-apply', productCode, issuer). */
export function draftKey(form: string, ...context: string[]): string {
  return [form, ...context].join(':');
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return settle(request);
}

function indexedDbDrafts(database: IDBDatabase): DraftStore {
  const store = (mode: IDBTransactionMode) => database.transaction(STORE, mode).objectStore(STORE);
  return {
    load: async <T>(key: string) => ((await settle(store('readonly').get(key))) ?? undefined) as T | undefined,
    save: async (key, value) => {
      await settle(store('readwrite').put(value, key));
    },
    remove: async (key) => {
      await settle(store('readwrite').delete(key));
    },
    removeForm: async (form) => {
      const keys = (await settle(store('readonly').getAllKeys())).map(String).filter(ofForm(form));
      const writable = store('readwrite');
      await Promise.all(keys.map((key) => settle(writable.delete(key))));
    },
  };
}

function storageDrafts(storage: DraftStorage): DraftStore {
  return {
    load: async <T>(key: string) => {
      const text = storage.getItem(STORAGE_PREFIX + key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    save: async (key, value) => storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value)),
    remove: async (key) => storage.removeItem(STORAGE_PREFIX + key),
    removeForm: async (form) => {
      for (const key of storedKeys(storage, STORAGE_PREFIX).filter(ofForm(form))) storage.removeItem(STORAGE_PREFIX + key);
    },
  };
}

function memoryDrafts(): DraftStore {
  const values = new Map<string, unknown>();
  return {
    load: async <T>(key: string) => structuredClone(values.get(key)) as T | undefined,
    save: async (key, value) => {
      values.set(key, structuredClone(value));
    },
    remove: async (key) => {
      values.delete(key);
    },
    removeForm: async (form) => {
      for (const key of [...values.keys()].filter(ofForm(form))) values.delete(key);
    },
  };
}

interface DraftBackends {
  indexedDB?: IDBFactory;
  localStorage?: DraftStorage;
}

const PENDING_PREFIX = 'draft-pending:';

/**
 * Picks the backend on first use: IndexedDB if it opens, else localStorage, else memory. Each save is also
 * written at once, synchronously, to localStorage until the backend has it: a page unloaded or killed while
 * IndexedDB is still opening or writing (a reload, WeChat behind the camera) keeps its last keystrokes.
 */
export function createDraftStore(backends: DraftBackends): DraftStore {
  const storage = backends.localStorage;
  const fallback = () => (storage ? storageDrafts(storage) : memoryDrafts());
  let chosen: Promise<DraftStore> | undefined;
  const backend = () => {
    chosen ??= backends.indexedDB
      ? openDatabase(backends.indexedDB).then(indexedDbDrafts, fallback)
      : Promise.resolve(fallback());
    return chosen;
  };
  const pending = {
    write(key: string, text: string) {
      try {
        storage?.setItem(PENDING_PREFIX + key, text);
      } catch {
        // A full or refused localStorage only loses the synchronous copy.
      }
    },
    read<T>(key: string): T | undefined {
      const text = storage?.getItem(PENDING_PREFIX + key);
      if (!text) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    // Only the copy this save wrote: a later save's pending copy stays until its own write lands.
    settle(key: string, text: string) {
      if (storage?.getItem(PENDING_PREFIX + key) === text) storage.removeItem(PENDING_PREFIX + key);
    },
  };
  return {
    load: async <T>(key: string) => pending.read<T>(key) ?? (await backend()).load<T>(key),
    save: async (key, value) => {
      const text = JSON.stringify(value);
      pending.write(key, text);
      await (await backend()).save(key, value);
      pending.settle(key, text);
    },
    remove: async (key) => {
      storage?.removeItem(PENDING_PREFIX + key);
      await (await backend()).remove(key);
    },
    removeForm: async (form) => {
      if (storage) for (const key of storedKeys(storage, PENDING_PREFIX).filter(ofForm(form))) storage.removeItem(PENDING_PREFIX + key);
      await (await backend()).removeForm(form);
    },
  };
}

function browserBackends(): DraftBackends {
  // Reading either property throws in some sandboxed frames and private modes.
  const read = <T>(get: () => T): T | undefined => {
    try {
      return get() ?? undefined;
    } catch {
      return undefined;
    }
  };
  return { indexedDB: read(() => globalThis.indexedDB), localStorage: read(() => globalThis.localStorage) };
}

/** The app's draft store. */
export const drafts: DraftStore = createDraftStore(browserBackends());

/** Forms only a signed-in agent fills: their drafts (customers' names and ID numbers) stay on the phone only for that agent. */
export const AGENT_FORMS = { quotation: 'quotation', endorsement: 'endorsement', staffList: 'bbc-create' } as const;

const AGENT_KEY = 'drafts-agent';

/**
 * Who the agent forms' drafts belong to. They go at sign-out, and at a sign-in by anyone else: a session that
 * expired never signed out, and the next person to sign in on this phone must not see what the last agent typed.
 */
export function agentDraftKeeper(store: DraftStore, storage: DraftStorage | undefined) {
  // Waits at most two seconds: a store that never opened holds only the synchronous copies, which go at once.
  const forget = (): Promise<void> => {
    storage?.removeItem(AGENT_KEY);
    const removed = Promise.all(Object.values(AGENT_FORMS).map((form) => store.removeForm(form).catch(() => undefined)));
    return Promise.race([removed.then(() => undefined), new Promise<void>((done) => setTimeout(done, 2_000))]);
  };
  return {
    forget,
    /** `agent` is the issuing account signed in to; a policyholder's sign-in has none, and keeps no agent's drafts. */
    signedIn: async (agent: string | undefined): Promise<void> => {
      if (agent !== undefined && storage?.getItem(AGENT_KEY) === agent) return;
      await forget();
      try {
        if (agent !== undefined) storage?.setItem(AGENT_KEY, agent);
      } catch {
        // A full localStorage: the next sign-in forgets these drafts too, which errs on the safe side.
      }
    },
  };
}

export const agentDrafts = agentDraftKeeper(drafts, browserBackends().localStorage);
