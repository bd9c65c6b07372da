import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

export interface FakeAliyunSms {
  endpoint: string;
  received: ReceivedSms[];
  /** Requests refused for a bad signature. */
  badSignatures: number;
  /** Answers the next n calls with this error code (isp.SYSTEM_ERROR: retry; isv.MOBILE_NUMBER_ILLEGAL: final). */
  failNext(n: number, code: string): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
// RFC 3986 percent-encoding, as the signature documentation requires.
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Checks an ACS3-HMAC-SHA256 signature as Alibaba Cloud documents it (V3 request signature). */
function signatureValid(request: IncomingMessage, body: Buffer, accessKeyId: string, secret: string): boolean {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(String(request.headers.authorization));
  if (!auth || auth[1] !== accessKeyId) return false;
  const signed = auth[2].split(';');
  if (!['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce'].every((h) => signed.includes(h))) return false;
  const hashedPayload = sha256(body);
  if (request.headers['x-acs-content-sha256'] !== hashedPayload) return false;
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [encode(key), encode(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const headers = signed.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [request.method, url.pathname, query, headers, signed.join(';'), hashedPayload].join('\n');
  const expected = createHmac('sha256', secret).update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`).digest('hex');
  return expected === auth[3];
}

/** A local stand-in for dysmsapi.aliyuncs.com: checks each SendSms signature and records the message. */
export async function startFakeAliyunSms(keys: { accessKeyId: string; accessKeySecret: string }): Promise<FakeAliyunSms> {
  let failures = { left: 0, code: '' };
  const fake: Omit<FakeAliyunSms, 'endpoint' | 'close'> = {
    received: [],
    badSignatures: 0,
    failNext: (left, code) => {
      failures = { left, code };
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (!signatureValid(request, Buffer.concat(chunks), keys.accessKeyId, keys.accessKeySecret)) {
        fake.badSignatures += 1;
        return answer(400, { Code: 'IncompleteSignature', Message: 'The request signature does not conform to Aliyun standards.', RequestId: 'fake' });
      }
      const query = new URL(request.url ?? '/', 'http://fake').searchParams;
      if (request.headers['x-acs-action'] !== 'SendSms') return answer(404, { Code: 'InvalidAction.NotFound', RequestId: 'fake' });
      if (failures.left > 0) {
        failures.left -= 1;
        return answer(200, { Code: failures.code, Message: 'failing on purpose', RequestId: 'fake' });
      }
      fake.received.push({
        phone: query.get('PhoneNumbers') ?? '',
        signName: query.get('SignName') ?? '',
        templateCode: query.get('TemplateCode') ?? '',
        params: JSON.parse(query.get('TemplateParam') ?? '{}'),
      });
      answer(200, { Code: 'OK', Message: 'OK', BizId: `BIZ${fake.received.length}`, RequestId: `REQ${fake.received.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
