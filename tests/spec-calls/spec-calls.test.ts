import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SPEC_CALLS } from './calls';
import { NOT_YET_ANSWERED } from './not-yet-answered';
import { isRegistered, routePattern } from './probe';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(async () => testApp.close());

const label = ([method, path]: readonly [string, string]) => `${method} ${path}`;

describe('every call of portal-spec 7', () => {
  it('is answered by a route, except the calls still listed as not yet answered', () => {
    const missing = SPEC_CALLS.filter((call) => !isRegistered(testApp.app, call[0], call[1]) && !(label(call) in NOT_YET_ANSWERED));
    expect(missing.map(label)).toEqual([]);
  });

  it('lists as not yet answered only calls that really have no route, so the list only shrinks', () => {
    const answered = SPEC_CALLS.filter((call) => label(call) in NOT_YET_ANSWERED && isRegistered(testApp.app, call[0], call[1]));
    expect(answered.map(label), 'remove these from tests/spec-calls/not-yet-answered.ts').toEqual([]);
    const unknown = Object.keys(NOT_YET_ANSWERED).filter((entry) => !SPEC_CALLS.some((call) => label(call) === entry));
    expect(unknown).toEqual([]);
    const byIssue: Record<number, number> = {};
    for (const issue of Object.values(NOT_YET_ANSWERED)) byIssue[issue] = (byIssue[issue] ?? 0) + 1;
    console.info(`spec calls: ${SPEC_CALLS.length - Object.keys(NOT_YET_ANSWERED).length} of ${SPEC_CALLS.length} answered; not yet, by issue: ${JSON.stringify(byIssue)}`);
  });

  it('answers each answered call, even with nothing sent, in the envelope or its legacy shape and never with a 500', async () => {
    const answered = SPEC_CALLS.filter((call) => !(label(call) in NOT_YET_ANSWERED));
    const wrong: string[] = [];
    for (const [method, path] of answered) {
      const url = routePattern(path).replace(/:[^/]+/g, 'X1');
      const res = await testApp.app.inject({ method, url, ...(method === 'POST' && { payload: {} }) });
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode >= 500) wrong.push(`${method} ${path}: ${res.statusCode}`);
      else if (type.includes('application/json')) {
        const body = res.json();
        const shaped = path.endsWith('.action') ? typeof body.success === 'boolean' && 'message' in body : typeof body.returnCode === 'string' && 'returnMsg' in body;
        if (!shaped) wrong.push(`${method} ${path}: ${res.body.slice(0, 80)}`);
      } else if (res.statusCode !== 200) wrong.push(`${method} ${path}: ${res.statusCode} ${type}`);
    }
    expect(wrong).toEqual([]);
  });
});

