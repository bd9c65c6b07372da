import { describe, expect, it } from 'vitest';
import { readingPass } from './reading-pass';
import { initialReading, readingReducer } from './reading-state';

function tabStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('the reading pass of a visitor', () => {
  it('carries nothing from one visitor to the next in a server render (no window, no tab)', () => {
    const first = readingPass();
    first.agree('aszxty', '1', '2024.1');
    const next = readingPass();
    expect(next.hasAgreed('aszxty', '1', '2024.1')).toBe(false);
    expect(next.readingSessionId).not.toBe(first.readingSessionId);
  });

  it('lets the group application find the notices agreed on the product page: one session, nothing asked again', () => {
    const tab = tabStorage();
    const productPage = readingPass(tab);
    productPage.agree('guofu', '1', '2024.1');
    productPage.agree('guofu', '2', '2024.1');

    const groupApplication = readingPass(tab);
    expect(groupApplication.readingSessionId).toBe(productPage.readingSessionId);
    const notices = [
      { materialType: '1', version: '2024.1' },
      { materialType: '2', version: '2024.1' },
    ];
    const state = initialReading(notices.length, notices.map((notice) => groupApplication.hasAgreed('guofu', notice.materialType, notice.version)));
    expect(state).toMatchObject({ checked: true, read: [true, true] });
  });

  it('asks again for a new version of a document, another product, or in another tab', () => {
    const tab = tabStorage();
    readingPass(tab).agree('guofu', '1', '2024.1');
    expect(readingPass(tab).hasAgreed('guofu', '1', '2025.1')).toBe(false);
    expect(readingPass(tab).hasAgreed('aszxty', '1', '2024.1')).toBe(false);
    expect(readingPass(tabStorage()).hasAgreed('guofu', '1', '2024.1')).toBe(false);
  });

  it('opens only the unread file when part was read before', () => {
    const state = readingReducer(initialReading(2, [true, false]), { type: 'toggleCheckbox' });
    expect(state).toMatchObject({ open: 1, checked: false });
  });
});
