import { describe, expect, it } from 'vitest';
import { blankPage, printedPage, redMarksPage, stampedPage } from '../../../tests/fixtures/seal-pages';
import { findOfficialSeals } from './seal-detector';

describe('official seal detector', () => {
  it('finds the red round seal stamped on a signed page, where it is', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const check = await findOfficialSeals(await stampedPage(format));
      expect(check.found).toBe(true);
      expect(check.seals).toHaveLength(1);
      expect(check.seals[0]!.centerX).toBeCloseTo(900 / 1240, 1);
      expect(check.seals[0]!.centerY).toBeCloseTo(1450 / 1754, 1);
    }
  });

  it('finds none on a blank page, a page of black print, or red marks that are not round', async () => {
    for (const page of [blankPage, printedPage, redMarksPage]) expect(await findOfficialSeals(await page())).toEqual({ found: false, seals: [] });
  });
});
