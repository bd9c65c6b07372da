import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/test-app';
import { redactQuery, requestLogOptions } from './request-log';

describe('the request log', () => {
  it('keeps the names of query parameters, never their values', () => {
    expect(redactQuery('/api_xxpl/policy/pdfPreview/EP1?access=1900000000.abc&download=1')).toBe('/api_xxpl/policy/pdfPreview/EP1?access=[redacted]&download=[redacted]');
    expect(redactQuery('/api/health')).toBe('/api/health');
  });

  it('writes no e-policy access token and no authorization header of a real request', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const t = await createTestApp({ seed: false, server: { logger: requestLogOptions('info', stream) } });
    try {
      await t.app.inject({ method: 'GET', url: '/api_xxpl/policy/pdfPreview/EP20260101000001?access=1900000000.SECRETTOKEN&download=1', headers: { authorization: 'BEARER-SECRET' } });
    } finally {
      await t.close();
    }
    const log = lines.join('');
    expect(log).toContain('access=[redacted]');
    expect(log).not.toContain('SECRETTOKEN');
    expect(log).not.toContain('BEARER-SECRET');
  });
});
