import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUpdates, isUpdateHeld, offerUpdate } from './update-prompt';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  holdUpdates('group-apply', false);
  holdUpdates('add-policy', false);
});

describe('the update prompt', () => {
  it('asks at once when no form is being filled, and reloads only on yes', async () => {
    const activate = vi.fn();
    const ask = vi.fn(async () => true);
    offerUpdate(activate, ask);
    await settle();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('waits while forms hold unsent input, and asks once the last one lets go', async () => {
    const activate = vi.fn();
    const ask = vi.fn(async () => true);
    holdUpdates('group-apply', true);
    holdUpdates('add-policy', true);
    offerUpdate(activate, ask);
    await settle();
    expect(ask).not.toHaveBeenCalled();
    holdUpdates('group-apply', false);
    await settle();
    expect(isUpdateHeld()).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    holdUpdates('add-policy', false);
    await settle();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the answer is "later", and does not ask again for that version', async () => {
    const activate = vi.fn();
    const ask = vi.fn(async () => false);
    offerUpdate(activate, ask);
    await settle();
    holdUpdates('group-apply', true);
    holdUpdates('group-apply', false);
    await settle();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(activate).not.toHaveBeenCalled();
  });
});
