import { describe, expect, it } from 'vitest';
import { fictionalUscc } from '../../../domain/validators';
import { ocrLine } from '../../../tests/fixtures/ocr-lines';
import { readBusinessLicence } from './licence';

// A fictional company's code with a valid check character.
const uscc = fictionalUscc('91', '310104', 'MA1FL3K2X');
const licence = (code: string) => [
  ocrLine('营业执照', 620, 120, 380, 96),
  ocrLine('统一社会信用代码', 120, 270, 240),
  ocrLine(code, 400, 268, 520, 36),
  ocrLine('名称', 160, 390, 60),
  ocrLine('上海星辰科技有限公司', 400, 388, 320),
];

describe('reading a business licence', () => {
  it('answers the company name and its checked credit code', () => {
    expect(readBusinessLicence(licence(uscc))).toEqual({
      data: { ENTERPRISE_NAME_CH: '上海星辰科技有限公司', ENTERPRISE_TAXPAYER_REGISTER_ID: uscc },
      corrected: false,
    });
  });

  it('flags a code that fails GB 32100 and that no single confusion explains', () => {
    // Two characters wrong, neither a look-alike of the printed one.
    const broken = `${uscc.slice(0, 10)}W${uscc.slice(11, 17)}${uscc[17] === 'R' ? 'T' : 'R'}`;
    expect(readBusinessLicence(licence(broken))).toEqual({ error: 'USCC_UNCERTAIN' });
  });
});
