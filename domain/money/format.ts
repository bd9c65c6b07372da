import { type Fen, fenToYuanText } from './fen';

/** Display text such as "¥1,234.50" (negative: "-¥1,234.50"). */
export function formatYuan(fen: Fen, symbol = '¥'): string {
  const text = fenToYuanText(fen);
  const negative = text.startsWith('-');
  const [whole, fraction] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}.${fraction}`;
}
