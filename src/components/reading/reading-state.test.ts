import { describe, expect, it } from 'vitest';
import { initialReading, isNearEnd, type ReadingState, readingReducer } from './reading-state';

const scrolledTo = (state: ReadingState, scrollTop: number) =>
  readingReducer(state, { type: 'scrolled', scrollTop, clientHeight: 800, scrollHeight: 5000 });

describe('mandatory reading', () => {
  it('enables agree only within about 1200 px of the end', () => {
    expect(isNearEnd(3000, 800, 5000)).toBe(true);
    expect(isNearEnd(2999, 800, 5000)).toBe(false);
    let state = readingReducer(initialReading(2), { type: 'open', index: 0 });
    state = scrolledTo(state, 1000);
    expect(state.reachedEnd).toBe(false);
    expect(readingReducer(state, { type: 'agree' })).toBe(state);
    state = scrolledTo(state, 3100);
    expect(state.reachedEnd).toBe(true);
    expect(scrolledTo(state, 0).reachedEnd).toBe(true);
  });

  it('moves to the next file on agree and checks the box after the last', () => {
    let state = readingReducer(initialReading(2), { type: 'open', index: 0 });
    state = readingReducer(scrolledTo(state, 4200), { type: 'agree' });
    expect(state).toMatchObject({ read: [true, false], open: 1, reachedEnd: false, checked: false });
    state = readingReducer(scrolledTo(state, 4200), { type: 'agree' });
    expect(state).toMatchObject({ read: [true, true], open: null, checked: true });
  });

  it('opens the first unread file when the box is checked too early', () => {
    let state = readingReducer(initialReading(3), { type: 'open', index: 0 });
    state = readingReducer(scrolledTo(state, 4200), { type: 'agree' });
    state = readingReducer(state, { type: 'decline' });
    state = readingReducer(state, { type: 'toggleCheckbox' });
    expect(state).toMatchObject({ open: 1, checked: false });
  });

  it('declining closes without checking, and a checked box can be unchecked', () => {
    let state = readingReducer(initialReading(1), { type: 'open', index: 0 });
    state = readingReducer(state, { type: 'decline' });
    expect(state).toMatchObject({ open: null, checked: false, read: [false] });
    state = readingReducer(state, { type: 'skipAll' });
    expect(state.checked).toBe(true);
    expect(readingReducer(state, { type: 'toggleCheckbox' }).checked).toBe(false);
  });
});
