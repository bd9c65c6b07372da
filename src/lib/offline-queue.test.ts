import { describe, expect, it } from 'vitest';
import type { AnalysedImage } from '../../domain/api/ocr';
import type { SaveOrderInput } from '../../domain/api/order';
import { fictionalIdNumber } from '../../domain/validators/fictional-ids';
import {
  memoryQueueStore,
  NetworkDown,
  PHOTO_FAILED,
  type PhotoJob,
  type QueueJob,
  type QueueTransport,
  Refused,
  runQueue,
  type SubmissionJob,
  withPeople,
} from './offline-queue';

const ZHANG = { name: '张晓燕', num: fictionalIdNumber('110101', '1992-04-18', 202), birth: '19920418', sex: '女' };
const LIU = { name: '刘建国', num: fictionalIdNumber('310104', '1985-09-30', 313), birth: '19850930', sex: '男' };

let clock = 0;
const photo = (id: string, number: number): PhotoJob => ({
  kind: 'photo', id, group: 'g', key: `key-${id}`, createdAt: ++clock, state: 'waiting', attempts: 0,
  number, photo: new Blob([id]), imageType: 'face',
});
const payload = (): SaveOrderInput => ({
  salPolicy: { productCode: 'aszxty', planCode: 'A', startDate: '2026-12-01' },
  salPolicyHolder: { holderType: 'C', holderName: '示例公司' } as SaveOrderInput['salPolicyHolder'],
  salInsuredList: [
    { name: '王小明', idType: '1', idNumber: fictionalIdNumber('110101', '1990-03-07', 123), occulevel: '1' },
    { name: '', idType: '1', idNumber: '', occulevel: '2' },
    { name: '', idType: '1', idNumber: '', occulevel: '1' },
  ] as SaveOrderInput['salInsuredList'],
});
const submission = (photoRows: SubmissionJob['photoRows']): SubmissionJob => ({
  kind: 'submission', id: 'order', group: 'g', key: 'key-order', createdAt: ++clock, state: 'waiting', attempts: 0,
  path: '/policy/saveOrder', payload: payload(), photoRows, headers: { Authorization: 't' }, context: {},
});

/** A server that reads the photos it is told about, remembers each key's first answer, and counts the work. */
function fakeServer(readings: Record<string, typeof ZHANG | null>) {
  const answers = new Map<string, unknown>();
  const work = { recognised: [] as string[], saved: [] as SaveOrderInput[] };
  let online = true;
  const once = async <T>(key: string, compute: () => T): Promise<T> => {
    if (!online) throw new NetworkDown();
    if (!answers.has(key)) answers.set(key, compute());
    return answers.get(key) as T;
  };
  const transport: QueueTransport = {
    recognise: (job) =>
      once(job.key, (): AnalysedImage => {
        work.recognised.push(job.id);
        const info = readings[job.id];
        return info ? { index: 0, imageType: 'face', imageInfo: info } : { index: 0, imageType: 'face', error_code: 'NOTHING_RECOGNISED', error_msg: '未识别到证件信息' };
      }),
    save: (job, body) =>
      once(job.key, () => {
        work.saved.push(body);
        return { policyId: 'P1', totalPremium: '216.00', totalPremiumFen: 21600, expiresAt: '', productCode: 'aszxty' };
      }),
  };
  return { transport, work, setOnline: (value: boolean) => (online = value) };
}

async function seed(...jobs: QueueJob[]) {
  const store = memoryQueueStore();
  for (const job of jobs) await store.put(job);
  return store;
}

describe('the offline queue', () => {
  it('keeps everything while offline, then reads each photo and saves the order with the recognised people', async () => {
    const store = await seed(photo('p1', 1), photo('p2', 2), submission([{ index: 1, job: 'p1' }, { index: 2, job: 'p2' }]));
    const server = fakeServer({ p1: ZHANG, p2: LIU });
    server.setOnline(false);
    expect(await runQueue(store, server.transport)).toMatchObject({ sent: 0, interrupted: true });
    expect((await store.all()).every((job) => job.state === 'waiting')).toBe(true);

    server.setOnline(true);
    expect(await runQueue(store, server.transport)).toEqual({ sent: 3, failed: 0, interrupted: false });
    expect(server.work.recognised).toEqual(['p1', 'p2']);
    expect(server.work.saved).toHaveLength(1);
    expect(server.work.saved[0].salInsuredList.map((row) => [row.name, row.idNumber, row.birthDate, row.gender])).toEqual([
      ['王小明', payload().salInsuredList[0].idNumber, undefined, undefined],
      ['张晓燕', ZHANG.num, '1992-04-18', 'F'],
      ['刘建国', LIU.num, '1985-09-30', 'M'],
    ]);
    const jobs = await store.all();
    expect(jobs.find((job) => job.id === 'order')).toMatchObject({ state: 'done', saved: { policyId: 'P1' } });
    expect(jobs.find((job) => job.id === 'p1')).toMatchObject({ state: 'done', person: { name: '张晓燕' } });
  });

  it('sends nothing twice: a second run, or a run after one cut short mid-call, changes nothing on the server', async () => {
    const store = await seed(photo('p1', 1), submission([{ index: 1, job: 'p1' }]));
    const server = fakeServer({ p1: ZHANG });
    // The answer of the save is lost: the job stays "sending" as if the page died during the call.
    const lossy: QueueTransport = {
      recognise: server.transport.recognise,
      save: async (job, body) => {
        await server.transport.save(job, body);
        throw new NetworkDown();
      },
    };
    expect(await runQueue(store, lossy)).toMatchObject({ sent: 1, interrupted: true });
    expect(await runQueue(store, server.transport)).toMatchObject({ sent: 1, interrupted: false });
    expect(await runQueue(store, server.transport)).toEqual({ sent: 0, failed: 0, interrupted: false });
    expect(server.work.recognised).toEqual(['p1']);
    expect(server.work.saved).toHaveLength(1);
    expect((await store.all()).find((job) => job.id === 'order')?.attempts).toBe(2);
  });

  it('fails a photo that cannot be read with its message, and the order that needs it names the photo', async () => {
    const store = await seed(photo('p1', 1), photo('p2', 2), submission([{ index: 1, job: 'p1' }, { index: 2, job: 'p2' }]));
    const server = fakeServer({ p1: ZHANG, p2: null });
    expect(await runQueue(store, server.transport)).toEqual({ sent: 1, failed: 2, interrupted: false });
    const jobs = await store.all();
    expect(jobs.find((job) => job.id === 'p2')).toMatchObject({ state: 'failed', message: '未识别到证件信息' });
    expect(jobs.find((job) => job.id === 'order')).toMatchObject({ state: 'failed', message: `${PHOTO_FAILED}p2` });
    expect(server.work.saved).toHaveLength(0);
  });

  it('fails an order the server refuses with the server message and does not retry it', async () => {
    const store = await seed(submission([]));
    let calls = 0;
    const refusing: QueueTransport = {
      recognise: async () => {
        throw new Error('no photos here');
      },
      save: async () => {
        calls += 1;
        throw new Refused('被保人年龄不符合投保要求');
      },
    };
    expect(await runQueue(store, refusing)).toEqual({ sent: 0, failed: 1, interrupted: false });
    expect(await runQueue(store, refusing)).toEqual({ sent: 0, failed: 0, interrupted: false });
    expect(calls).toBe(1);
    expect((await store.all())[0]).toMatchObject({ state: 'failed', message: '被保人年龄不符合投保要求' });
  });

  it('waits when the recogniser is busy instead of failing the photo', async () => {
    const store = await seed(photo('p1', 1));
    const busy: QueueTransport = {
      recognise: async () => ({ index: 0, imageType: 'face', error_code: 'BUSY', error_msg: '识别繁忙' }),
      save: async () => {
        throw new Error('unused');
      },
    };
    expect(await runQueue(store, busy)).toMatchObject({ sent: 0, failed: 0, interrupted: true });
    expect((await store.all())[0].state).toBe('waiting');
  });

  it('fills only the rows that wait for a photo, and normalises the names it fills', () => {
    const person = { insName: ' 张 晓燕 ', name: '张晓燕', gender: 'F' as const, idType: '1' as const, idNumber: ZHANG.num.toLowerCase(), birthDate: '1992-04-18', nationality: 'CHN', insEnName: '' };
    const filled = withPeople(payload(), [{ index: 2, job: 'p9' }], new Map([['p9', person]]));
    expect(filled.salInsuredList[1].name).toBe('');
    expect(filled.salInsuredList[2]).toMatchObject({ name: '张晓燕', idNumber: ZHANG.num.toUpperCase(), occulevel: '1' });
  });
});
