import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedTencentSms {
  phones: string[];
  sdkAppId: string;
  signName: string;
  templateId: string;
  params: string[];
}

export interface FakeTencentSms {
  endpoint: string;
  received: ReceivedTencentSms[];
  /** Calls refused for a bad or stale signature. */
  badSignatures: number;
  /** Answers the next n sends with this status code (InternalError.Timeout: retry; InvalidParameterValue.IncorrectPhoneNumber: final). */
  failNext(n: number, code: string): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Rebuilds the TC3-HMAC-SHA256 signature as Tencent Cloud documents it (签名方法 v3) and compares. */
function signatureValid(request: IncomingMessage, body: Buffer, secretId: string, secretKey: string): boolean {
  const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(String(request.headers.authorization));
  if (!auth) return false;
  const [, id, date, service, signedHeaders, signature] = auth;
  const timestamp = Number(request.headers['x-tc-timestamp']);
  // The credential's date is the UTC day of the timestamp; a signature older than 5 minutes is expired.
  if (id !== secretId || service !== 'sms' || !Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return false;
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return false;
  const url = new URL(request.url ?? '/', 'http://fake');
  const canonicalHeaders = names.map((name) => `${name}:${String(request.headers[name] ?? '').trim().toLowerCase()}\n`).join('');
  const canonical = [request.method, url.pathname, url.search.slice(1), canonicalHeaders, signedHeaders, sha256(body)].join('\n');
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256(canonical)].join('\n');
  const secretSigning = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  return createHmac('sha256', secretSigning).update(stringToSign).digest('hex') === signature;
}

/** A local stand-in for sms.tencentcloudapi.com: checks each SendSms signature and answers in Tencent Cloud's shape. */
export async function startFakeTencentSms(keys: { secretId: string; secretKey: string }): Promise<FakeTencentSms> {
  let failures = { left: 0, code: '' };
  const fake: Omit<FakeTencentSms, 'endpoint' | 'close'> = {
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
      const RequestId = randomUUID();
      // Tencent Cloud answers 200 with Response.Error for a refused call.
      const answer = (inner: object) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ Response: { ...inner, RequestId } }));
      };
      const body = Buffer.concat(chunks);
      if (!signatureValid(request, body, keys.secretId, keys.secretKey)) {
        fake.badSignatures += 1;
        return answer({ Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' } });
      }
      if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11') {
        return answer({ Error: { Code: 'InvalidAction', Message: 'action or version' } });
      }
      const sent = JSON.parse(body.toString()) as { PhoneNumberSet: string[]; SmsSdkAppId: string; SignName: string; TemplateId: string; TemplateParamSet?: string[] };
      const statuses = sent.PhoneNumberSet.map((PhoneNumber, i) => {
        const failing = failures.left > 0;
        if (failing) failures.left -= 1;
        return {
          SerialNo: failing ? '' : `2433:${fake.received.length + 1}${i}`,
          PhoneNumber,
          Fee: failing ? 0 : 1,
          SessionContext: '',
          Code: failing ? failures.code : 'Ok',
          Message: failing ? 'failing on purpose' : 'send success',
          IsoCode: 'CN',
        };
      });
      if (statuses.some((status) => status.Code === 'Ok')) {
        fake.received.push({ phones: sent.PhoneNumberSet, sdkAppId: sent.SmsSdkAppId, signName: sent.SignName, templateId: sent.TemplateId, params: sent.TemplateParamSet ?? [] });
      }
      answer({ SendStatusSet: statuses });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
