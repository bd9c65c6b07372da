/**
 * A Chinese name as printed, from the recogniser's reading: it returns the one-stroke 一 as a dash ("严轩-", "王－"),
 * and no Chinese name holds a dash, so each dash after a character is 一.
 */
export const withYi = (text: string) => text.replace(/(?<=\p{Script=Han})[-‐‑‒–—―－ー]+/gu, (dashes) => '一'.repeat(dashes.length));
