// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELDER_MODE_KEY, isElderMode, setElderMode, subscribeElderMode } from './elder-mode';

afterEach(() => setElderMode(false));

describe('elder mode', () => {
  it('is remembered on the device and marks the page, and turning it off forgets it', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeElderMode(listener);
    setElderMode(true);
    expect(isElderMode()).toBe(true);
    expect(localStorage.getItem(ELDER_MODE_KEY)).toBe('on');
    expect(document.documentElement.classList.contains('elder')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    setElderMode(false);
    expect(localStorage.getItem(ELDER_MODE_KEY)).toBeNull();
    expect(document.documentElement.classList.contains('elder')).toBe(false);
    unsubscribe();
  });

  it('starts from what the device remembered', async () => {
    localStorage.setItem(ELDER_MODE_KEY, 'on');
    vi.resetModules();
    const fresh = await import('./elder-mode');
    expect(fresh.isElderMode()).toBe(true);
    fresh.applyElderMode();
    expect(document.documentElement.classList.contains('elder')).toBe(true);
  });
});
