import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { retriesRead } from './query-client';

describe('which failed reads are tried again', () => {
  it('tries a lost connection and a failing server twice more', () => {
    for (const error of [new ApiError('network', '网络异常，请检查网络连接'), new ApiError('http', '', undefined, 503), new TypeError('Failed to fetch')]) {
      expect(retriesRead(0, error)).toBe(true);
      expect(retriesRead(1, error)).toBe(true);
      expect(retriesRead(2, error)).toBe(false);
    }
  });

  it('never repeats a refusal: signed out, forbidden, not found or a business code', () => {
    for (const status of [401, 403, 404, 429]) expect(retriesRead(0, new ApiError('http', '', undefined, status))).toBe(false);
    expect(retriesRead(0, new ApiError('business', '保单不存在', '1043', 200))).toBe(false);
  });
});
