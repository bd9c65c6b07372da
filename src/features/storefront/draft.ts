/** Form drafts in IndexedDB: WeChat on Android may reload the page at any time, and nothing typed may be lost. */

const DB_NAME = 'storefront';
const STORE = 'drafts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function readDraft<T>(key: string): Promise<T | undefined> {
  return run('readonly', (store) => store.get(key) as IDBRequest<T | undefined>).catch(() => undefined);
}

export function writeDraft(key: string, value: unknown): Promise<void> {
  return run('readwrite', (store) => store.put(value, key)).then(
    () => undefined,
    () => undefined,
  );
}

export function clearDraft(key: string): Promise<void> {
  return run('readwrite', (store) => store.delete(key)).then(
    () => undefined,
    () => undefined,
  );
}
