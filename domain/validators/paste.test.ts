import { describe, expect, it } from 'vitest';
import { checkPastedText } from './paste';

describe('checkPastedText', () => {
  it('lets ordinary text through, including Extension A characters and empty text', () => {
    for (const text of ['张三 110101199003071234', 'Zhang San', '  䶮字在常用字体中', '', '   ', '123', '（北京）']) {
      expect(checkPastedText(text)).toEqual({ ok: true });
    }
  });

  it('blocks text that starts with an unrecognisable character, after white space', () => {
    const starts = [
      '\uFFFD', // replacement character
      '\uE000', // private use
      '\u{F0001}', // supplementary private use
      '\u2F8A', // Kangxi radical, as extracted from PDFs
      '\u2EA7', // CJK radicals supplement
      '\uF900', // compatibility ideograph
      '\u{2F800}', // compatibility ideographs supplement
      '\u{20000}', // Extension B
      '\u{30000}', // Extension G
      '\uD800', // unpaired surrogate
    ];
    for (const start of starts) {
      const text = ` ${start}三`;
      expect(checkPastedText(text)).toEqual({ ok: false, code: 'PASTE_UNRECOGNISED', params: { text } });
    }
  });

  it('checks only the start of the text', () => {
    expect(checkPastedText('张\uFFFD三').ok).toBe(true);
  });
});
