import { describe, expect, it } from 'vitest';
import { preparedTooEarly, StatementNames } from './statement-names';

describe('which statement texts are named', () => {
  it('names a text the second time it is seen, and keeps that name', () => {
    const names = new StatementNames();
    expect(names.nameFor('SELECT 1')).toBeUndefined();
    const name = names.nameFor('SELECT 1');
    expect(name).toBeDefined();
    expect(names.nameFor('SELECT 1')).toBe(name);
    expect(names.nameFor('SELECT 2')).toBeUndefined();
  });

  it('names no more texts than its cap and never a text longer than its limit', () => {
    const names = new StatementNames({ named: 2, remembered: 10, longest: 20 });
    const texts = ['SELECT 1', 'SELECT 2', 'SELECT 3'];
    const given = texts.map((text) => [names.nameFor(text), names.nameFor(text)][1]);
    expect(given.filter(Boolean)).toHaveLength(2);
    expect(given[2]).toBeUndefined();
    const long = `SELECT ${'1'.repeat(20)}`;
    expect([names.nameFor(long), names.nameFor(long)]).toEqual([undefined, undefined]);
  });

  it('forgets what it saw once when its memory is full', () => {
    const names = new StatementNames({ named: 10, remembered: 2, longest: 100 });
    names.nameFor('SELECT 1');
    names.nameFor('SELECT 2');
    names.nameFor('SELECT 3');
    expect(names.nameFor('SELECT 1')).toBeUndefined();
    expect(names.nameFor('SELECT 3')).toBeDefined();
  });

  it('gives a forgotten text a new name, never its old one', () => {
    const names = new StatementNames();
    names.nameFor('SELECT 1');
    const old = names.nameFor('SELECT 1');
    names.forget('SELECT 1');
    expect(names.nameFor('SELECT 1')).toBeUndefined();
    const renamed = names.nameFor('SELECT 1');
    expect(renamed).toBeDefined();
    expect(renamed).not.toBe(old);
  });

  it('tells a statement prepared before its tables changed from other failures', () => {
    expect(preparedTooEarly({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(preparedTooEarly({ code: '26000', message: 'prepared statement "stmt_1" does not exist' })).toBe(true);
    expect(preparedTooEarly({ code: '0A000', message: 'something else not supported' })).toBe(false);
    expect(preparedTooEarly({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(preparedTooEarly(new Error('connection lost'))).toBe(false);
  });
});
