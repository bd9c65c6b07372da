/**
 * The phone's outbox for agents without signal (openIMIS's enrolment app is the model): ID photos and group
 * applications wait here, in IndexedDB, and are sent when the network returns, each exactly once (every job
 * carries its idempotency key from the moment it is queued), with a result per job. It runs in the page and in
 * the service worker (Background Sync), so it uses only what both have: IndexedDB, fetch, Blob.
 */
import type { AnalysedImage, OcrImageType, RecognisedPerson } from '../../domain/api/ocr';
import { toRecognisedPerson } from '../../domain/api/ocr-person';
import type { SaveOrderData, SaveOrderInput } from '../../domain/api/order';
import { normalisePayload } from '../../domain/validators/normalise';

export type JobState = 'waiting' | 'sending' | 'done' | 'failed';

interface JobBase {
  id: string;
  /** The form the job belongs to (its draft key), so the form shows its own jobs. */
  group: string;
  /** Sent as Idempotency-Key: a job sent twice (a lost answer, page and service worker together) is done once. */
  key: string;
  createdAt: number;
  state: JobState;
  attempts: number;
  /** Why it failed: the server's words, or a local reason (`photo-failed:<job id>`). */
  message?: string;
}

/** An ID card or passport photo to recognise; its person fills the insured row that waits for it. */
export interface PhotoJob extends JobBase {
  kind: 'photo';
  /** 1-based number the agent sees ("照片 1"). */
  number: number;
  photo: Blob;
  imageType: OcrImageType;
  person?: RecognisedPerson;
}

/** A row of the submission whose identity comes from a queued photo. */
export interface PhotoRow {
  index: number;
  job: string;
}

export interface SubmissionJob extends JobBase {
  kind: 'submission';
  path: string;
  payload: SaveOrderInput;
  photoRows: PhotoRow[];
  /** Sent with the save (the agent's Authorization); the service worker cannot read the page's cookie. */
  headers: Record<string, string>;
  /** What the page needs to offer payment once it is saved (product name, pay method, holder). */
  context: Record<string, string>;
  saved?: SaveOrderData;
}

export type QueueJob = PhotoJob | SubmissionJob;

export interface QueueStore {
  all(): Promise<QueueJob[]>;
  put(job: QueueJob): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The network is not there: the job stays queued for the next run. */
export class NetworkDown extends Error {}
/** The server answered and said no: the job fails with its message and is not retried. */
export class Refused extends Error {}

export interface QueueTransport {
  recognise(job: PhotoJob): Promise<AnalysedImage>;
  save(job: SubmissionJob, payload: SaveOrderInput): Promise<SaveOrderData>;
}

export const PHOTO_FAILED = 'photo-failed:';

const byAge = (a: QueueJob, b: QueueJob) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/** The payload with each photo row's identity taken from its recognised person. */
export function withPeople(payload: SaveOrderInput, photoRows: readonly PhotoRow[], people: ReadonlyMap<string, RecognisedPerson>): SaveOrderInput {
  const insured = payload.salInsuredList.map((row, index) => {
    const photo = photoRows.find((candidate) => candidate.index === index);
    const person = photo && people.get(photo.job);
    if (!person) return row;
    return { ...row, name: person.insName || person.name, idType: person.idType, idNumber: person.idNumber, birthDate: person.birthDate, gender: person.gender };
  });
  return normalisePayload({ ...payload, salInsuredList: insured });
}

/** A submission can go when its photos are read; it fails when one of them could not be. */
function readiness(job: SubmissionJob, jobs: ReadonlyMap<string, QueueJob>): 'ready' | 'blocked' | { failed: string } {
  for (const { job: id } of job.photoRows) {
    const photo = jobs.get(id);
    if (photo?.kind !== 'photo' || photo.state === 'failed' || (photo.state === 'done' && !photo.person)) return { failed: id };
    if (photo.state !== 'done') return 'blocked';
  }
  return 'ready';
}

export interface RunResult {
  sent: number;
  failed: number;
  /** The run stopped (no network, a busy server); the jobs left are tried on the next run. */
  interrupted: boolean;
}

/**
 * Sends what is queued, oldest first: photos, then the submissions whose photos are read. A job is marked
 * "sending" before its call, so a run cut short resends it under the same key and the server answers the
 * first result. Stops at the first sign of no network.
 */
export async function runQueue(store: QueueStore, transport: QueueTransport): Promise<RunResult> {
  const result: RunResult = { sent: 0, failed: 0, interrupted: false };
  const jobs = new Map((await store.all()).sort(byAge).map((job) => [job.id, job]));
  const update = async (job: QueueJob) => {
    jobs.set(job.id, job);
    await store.put(job);
  };
  const open = (kind: QueueJob['kind']) => [...jobs.values()].filter((job) => job.kind === kind && (job.state === 'waiting' || job.state === 'sending'));

  const send = async <J extends QueueJob>(job: J, call: () => Promise<Partial<J>>): Promise<boolean> => {
    await update({ ...job, state: 'sending', attempts: job.attempts + 1 });
    try {
      await update({ ...job, ...(await call()), state: 'done', attempts: job.attempts + 1 });
      result.sent += 1;
    } catch (error) {
      if (!(error instanceof Refused)) {
        await update({ ...job, state: 'waiting', attempts: job.attempts + 1 });
        result.interrupted = true;
        return false;
      }
      await update({ ...job, state: 'failed', attempts: job.attempts + 1, message: error.message });
      result.failed += 1;
    }
    return true;
  };

  for (const job of open('photo') as PhotoJob[]) {
    const going = await send(job, async () => {
      const answer = await transport.recognise(job);
      if (answer.error_code === 'BUSY') throw new Error('the recogniser is busy');
      const person = toRecognisedPerson(answer);
      if (!person) throw new Refused(answer.error_msg ?? answer.error_code ?? '');
      return { person };
    });
    if (!going) return result;
  }
  for (const job of open('submission') as SubmissionJob[]) {
    const ready = readiness(job, jobs);
    if (ready === 'blocked') continue;
    if (ready !== 'ready') {
      await update({ ...job, state: 'failed', message: PHOTO_FAILED + ready.failed });
      result.failed += 1;
      continue;
    }
    const people = new Map(job.photoRows.flatMap(({ job: id }) => {
      const photo = jobs.get(id) as PhotoJob;
      return photo.person ? [[id, photo.person] as const] : [];
    }));
    const going = await send(job, async () => ({ saved: await transport.save(job, withPeople(job.payload, job.photoRows, people)) }));
    if (!going) return result;
  }
  return result;
}

/** The Background Sync tag, the lock and the channel the page and the service worker share. */
export const QUEUE_NAME = 'offline-queue';

let chain: Promise<unknown> = Promise.resolve();
/** One run at a time across the page and the service worker (Web Locks), or within this context without them. */
export function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) return locks.request(QUEUE_NAME, work) as Promise<T>;
  const next = chain.then(work, work);
  chain = next.catch(() => undefined);
  return next;
}

/** Tells every open page that the queue changed (BroadcastChannel does not echo to its sender). */
export function announceQueueChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(QUEUE_NAME);
  channel.postMessage('changed');
  channel.close();
}

/** Jobs of one form, oldest first. */
export function jobsOf(jobs: readonly QueueJob[], group: string): QueueJob[] {
  return jobs.filter((job) => job.group === group).sort(byAge);
}

/** Queued work the form still waits for. */
export function hasOpenJobs(jobs: readonly QueueJob[]): boolean {
  return jobs.some((job) => job.state === 'waiting' || job.state === 'sending');
}

const DB_NAME = 'portal-offline-queue';
const STORE = 'jobs';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The queue in IndexedDB (photos kept as Blobs); opened on first use. */
export function indexedDbQueueStore(factory: IDBFactory): QueueStore {
  let database: Promise<IDBDatabase> | undefined;
  const store = async (mode: IDBTransactionMode) => {
    database ??= (() => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
      return settle(request);
    })();
    return (await database).transaction(STORE, mode).objectStore(STORE);
  };
  return {
    all: async () => (await settle((await store('readonly')).getAll())) as QueueJob[],
    put: async (job) => {
      await settle((await store('readwrite')).put(job));
    },
    remove: async (id) => {
      await settle((await store('readwrite')).delete(id));
    },
  };
}

export function memoryQueueStore(): QueueStore {
  const jobs = new Map<string, QueueJob>();
  return {
    all: async () => [...jobs.values()].map((job) => ({ ...job })),
    put: async (job) => {
      jobs.set(job.id, { ...job });
    },
    remove: async (id) => {
      jobs.delete(id);
    },
  };
}
