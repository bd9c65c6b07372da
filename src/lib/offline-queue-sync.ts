/**
 * The page's side of the offline queue: where it is stored, when it is sent (at start, on `online`, after a
 * job is queued; the service worker's Background Sync too where the browser has it) and who is told.
 */
import {
  announceQueueChange,
  exclusively,
  hasOpenJobs,
  indexedDbQueueStore,
  memoryQueueStore,
  QUEUE_NAME,
  type QueueJob,
  type QueueStore,
  type RunResult,
  runQueue,
} from './offline-queue';
import { flagOpenJobs } from './offline-queue-flag';
import { fetchTransport } from './offline-queue-transport';

function openStore(): QueueStore {
  try {
    if (globalThis.indexedDB) return indexedDbQueueStore(globalThis.indexedDB);
  } catch {
    // Some sandboxed WebViews throw on reading indexedDB.
  }
  return memoryQueueStore();
}

export const queueStore: QueueStore = openStore();

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
  announceQueueChange();
}

/** Calls `listener` whenever a job is queued, sent or removed, here or in another tab or the service worker. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(QUEUE_NAME);
  if (channel) channel.onmessage = listener;
  return () => {
    listeners.delete(listener);
    channel?.close();
  };
}

const tracked: QueueStore = {
  all: () => queueStore.all(),
  put: async (job) => {
    await queueStore.put(job);
    changed();
  },
  remove: async (id) => {
    await queueStore.remove(id);
    changed();
  },
};

/** Sends what is queued now (one run at a time). */
export async function sendQueue(): Promise<RunResult> {
  const result = await exclusively(() => runQueue(tracked, fetchTransport()));
  flagOpenJobs(hasOpenJobs(await queueStore.all()));
  return result;
}

async function askForBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(QUEUE_NAME).catch(() => undefined);
}

/** Queues jobs; they go at once when the network is there, else when it returns. */
export async function enqueue(...jobs: QueueJob[]): Promise<void> {
  for (const job of jobs) await tracked.put(job);
  flagOpenJobs(true);
  void askForBackgroundSync();
  if (navigator.onLine) void sendQueue();
}

export async function removeJobs(ids: readonly string[]): Promise<void> {
  for (const id of ids) await tracked.remove(id);
}

let started = false;
/** Sends on open and whenever the phone comes back online. */
export function startQueueSync(): void {
  if (started) return;
  started = true;
  const run = () => void sendQueue().catch(() => undefined);
  window.addEventListener('online', run);
  run();
}
