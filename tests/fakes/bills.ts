/** Helpers the fake providers share to write their daily bills as the providers do. */

/** The Beijing calendar day (YYYY-MM-DD) of an instant: providers cut their bills at Beijing midnight. */
export const beijingDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 12850 to "128.50". */
export const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

let gbkTable: Map<string, number[]> | undefined;
/** Text in GBK, as Alipay writes its bills (Node decodes GBK but does not encode it: the table is read back from the decoder). */
export function gbk(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char.length === 1 && char !== '\uFFFD' && !gbkTable.has(char)) gbkTable.set(char, [lead, trail]);
      }
    }
  }
  const table = gbkTable;
  return new Uint8Array(
    [...text].flatMap((char) => {
      if (char.charCodeAt(0) < 0x80) return [char.charCodeAt(0)];
      const bytes = table.get(char);
      if (!bytes) throw new Error(`not in GBK: ${char}`);
      return bytes;
    }),
  );
}
