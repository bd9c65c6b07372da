import { type CheckResult, fail, pass } from './result';

/**
 * Characters that show as blanks or boxes, or are not the characters they look like, and so cannot be
 * matched against ID records: text copied from PDFs and Word often starts with them.
 * - U+FFFD replacement character and unpaired surrogates: the text was already garbled by a bad conversion.
 * - Private-use areas (U+E000-F8FF, planes 15-16): glyphs of a document's private font, meaningless elsewhere.
 * - CJK Radicals Supplement and Kangxi Radicals (U+2E80-2FDF): PDF extraction yields "⾦" for "金".
 * - CJK Compatibility Ideographs (U+F900-FAFF, U+2F800-2FA1F): duplicates of unified characters.
 * - CJK Extension B and later (planes 2-3, with the supplement above): common phone fonts lack most of them.
 * Extension A (U+3400-4DBF) stays allowed: common fonts cover it and real names use it.
 */
const UNRECOGNISABLE = /[\uFFFD\uD800-\uDFFF\uE000-\uF8FF\u{F0000}-\u{10FFFF}\u2E80-\u2FDF\uF900-\uFAFF\u{20000}-\u{3FFFF}]/u;

/** The global paste check: pasted text must not begin (after white space) with an unrecognisable character. */
export function checkPastedText(text: string): CheckResult {
  const first = text.trimStart().codePointAt(0);
  if (first === undefined || !UNRECOGNISABLE.test(String.fromCodePoint(first))) return pass();
  return fail('PASTE_UNRECOGNISED', { params: { text } });
}
