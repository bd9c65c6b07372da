// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_EVENT } from './prerendered';
import { registerServiceWorker } from './pwa';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the service worker', () => {
  it('is registered only once the page is live and the browser idle, so its install never competes with the first load', async () => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    const register = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, controller: null, addEventListener: vi.fn() } });
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));

    registerServiceWorker(vi.fn());
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(register).not.toHaveBeenCalled();

    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(register).not.toHaveBeenCalled();
    for (const run of idle) run();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });
});
