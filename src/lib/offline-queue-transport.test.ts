import { describe, expect, it } from 'vitest';
import type { PhotoJob, SubmissionJob } from './offline-queue';
import { NetworkDown, Refused } from './offline-queue';
import { blobToBase64, fetchTransport } from './offline-queue-transport';

const photo = { kind: 'photo', key: 'photo-key-1', photo: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00])]), imageType: 'face' } as PhotoJob;
const submission = { kind: 'submission', key: 'order-key-1', path: '/policy/saveOrder', headers: { Authorization: 'token-1' } } as unknown as SubmissionJob;

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { transport: fetchTransport(fetcher), calls };
}

describe('the offline queue over fetch', () => {
  it('sends a photo as base64 under its key and answers its reading', async () => {
    const reading = { index: 0, imageType: 'face', imageInfo: { name: '张晓燕' } };
    const { transport, calls } = answering(200, { returnCode: '00', returnMsg: '成功', content: [reading] });
    expect(await transport.recognise(photo)).toEqual(reading);
    expect(calls[0].url).toBe('/api/certificate/analysisImages');
    expect(new Headers(calls[0].init.headers).get('Idempotency-Key')).toBe('photo-key-1');
    expect(JSON.parse(String(calls[0].init.body))).toEqual([{ imageBase64: '/9j/AA==', imageType: 'face', index: 0 }]);
  });

  it('saves under the order key with the stored Authorization and answers the saved order', async () => {
    const saved = { policyId: 'P1', totalPremium: '420.00' };
    const { transport, calls } = answering(200, { returnCode: '00', returnMsg: '成功', content: 'P1,420.00', data: saved });
    expect(await transport.save(submission, { salInsuredList: [] } as never)).toEqual(saved);
    const headers = new Headers(calls[0].init.headers);
    expect([calls[0].url, headers.get('Idempotency-Key'), headers.get('Authorization')]).toEqual(['/api/policy/saveOrder', 'order-key-1', 'token-1']);
  });

  it('tells "no network" from "later" from "no"', async () => {
    const down = fetchTransport((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    await expect(down.recognise(photo)).rejects.toBeInstanceOf(NetworkDown);
    for (const status of [502, 409, 429]) {
      const later = answering(status, { returnCode: '1049', returnMsg: '处理中' }).transport.save(submission, {} as never);
      await expect(later).rejects.not.toBeInstanceOf(Refused);
    }
    await expect(answering(200, { returnCode: '1001', returnMsg: '被保人年龄不符合投保要求' }).transport.save(submission, {} as never)).rejects.toEqual(
      new Refused('被保人年龄不符合投保要求'),
    );
    await expect(answering(401, { returnCode: '401', returnMsg: '未登录或登录已过期，请重新登录。' }).transport.save(submission, {} as never)).rejects.toBeInstanceOf(Refused);
  });

  it('encodes large photos in chunks', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(Buffer.from(await blobToBase64(new Blob([bytes])), 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
