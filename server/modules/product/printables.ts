import type { ContentLanguage, ProductConfig } from '../../../domain/catalog';

const COLOURS: Record<ProductConfig['type'], [string, string]> = {
  'group-accident': ['#1677ff', '#69b1ff'],
  'group-property': ['#d46b08', '#ffc069'],
  medical: ['#08979c', '#5cdbd3'],
  travel: ['#531dab', '#b37feb'],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The product picture: drawn from the product's own name and type, so a new product needs no image file. */
export function productImageSvg(product: ProductConfig, language: ContentLanguage): string {
  const [from, to] = COLOURS[product.type];
  const name = product.name[language];
  const insurer = product.insurer.name[language];
  // SVG text does not wrap: an English name goes on two lines at most, and long lines get smaller type.
  const lines = language === 'zh' ? [name] : wrapWords(name, 24);
  const size = fittingSize(lines, 44, language);
  const top = lines.length > 1 ? 140 : 170;
  const nameLines = lines
    .map((line, at) => `<text x="48" y="${top + at * (size + 8)}" font-size="${size}" font-weight="700" fill="#fff" font-family="sans-serif">${escapeXml(line)}</text>`)
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="388" viewBox="0 0 690 388" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="690" height="388" rx="24" fill="url(#g)"/>
${nameLines}
<text x="48" y="${top + (lines.length - 1) * (size + 8) + 60}" font-size="${fittingSize([insurer], 26, language)}" fill="#fff" fill-opacity="0.85" font-family="sans-serif">${escapeXml(insurer)}</text>
</svg>`;
}

/** The largest type up to `size` at which the longest line fits the picture's 600 px of text width. */
function fittingSize(lines: string[], size: number, language: ContentLanguage): number {
  // A Han character is about one em wide; Latin text about 0.55 em on average.
  const em = language === 'zh' ? 1 : 0.55;
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(size, Math.floor(600 / (em * longest)));
}

/** Words in lines of about `width` characters, the rest of a long text joined into the last of two. */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last.length + 1 + word.length <= width || lines.length === 2)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A printable claim form (the claim guide's "claim documents"), in the page's language. */
export function claimFormHtml(product: ProductConfig, language: ContentLanguage): string {
  const zh = language === 'zh';
  const fields = zh
    ? ['保单号', '被保险人姓名', '证件类型及号码', '联系电话', '出险时间', '出险地点', '出险经过', '索赔金额（元）', '开户银行', '银行账号', '账户名']
    : ['Policy number', 'Insured name', 'ID type and number', 'Phone', 'Date of incident', 'Place', 'What happened', 'Amount claimed (CNY)', 'Bank', 'Account number', 'Account holder'];
  const rows = fields.map((field) => `<tr><th>${field}</th><td></td></tr>`).join('');
  const title = zh ? '理赔申请书' : 'Claim form';
  const signature = zh ? '申请人签名：____________　日期：____年__月__日' : 'Signature: ____________  Date: ____-__-__';
  return `<!doctype html><html lang="${zh ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:sans-serif;margin:24px}table{width:100%;border-collapse:collapse}th,td{border:1px solid #999;padding:10px;text-align:left}th{width:35%;background:#f5f5f5}@media print{body{margin:0}}</style></head>
<body><h1>${title}</h1><p>${escapeXml(product.name[language])} · ${escapeXml(product.insurer.name[language])}</p><table>${rows}</table><p>${signature}</p>
<p>${escapeXml(product.claimGuide.expressAddress[language])} · ${escapeXml(product.claimGuide.sendPhone)}</p></body></html>`;
}
