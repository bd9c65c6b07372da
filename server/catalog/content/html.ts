import { type LocalText, t } from '../../../domain/catalog';

/** Small HTML builders for material and tab texts; every argument is our own text, never user input. */
export function paragraphs(items: readonly LocalText[]): LocalText {
  return t(items.map((item) => `<p>${item.zh}</p>`).join(''), items.map((item) => `<p>${item.en}</p>`).join(''));
}

export function numberedList(items: readonly LocalText[]): LocalText {
  const list = (language: 'zh' | 'en') => `<ol>${items.map((item) => `<li>${item[language]}</li>`).join('')}</ol>`;
  return t(list('zh'), list('en'));
}

export function section(title: LocalText, body: LocalText): LocalText {
  return t(`<h3>${title.zh}</h3>${body.zh}`, `<h3>${title.en}</h3>${body.en}`);
}

export function join(...parts: readonly LocalText[]): LocalText {
  return t(parts.map((part) => part.zh).join(''), parts.map((part) => part.en).join(''));
}

export function table(head: readonly LocalText[], rows: readonly (readonly LocalText[])[]): LocalText {
  const render = (language: 'zh' | 'en') =>
    `<table><thead><tr>${head.map((cell) => `<th>${cell[language]}</th>`).join('')}</tr></thead><tbody>${rows
      .map((row) => `<tr>${row.map((cell) => `<td>${cell[language]}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  return t(render('zh'), render('en'));
}

/** 50000000 fen -> "50万元" / "CNY 500,000". */
export function amount(fen: number): LocalText {
  const yuan = fen / 100;
  const zh = yuan >= 10_000 && yuan % 10_000 === 0 ? `${yuan / 10_000}万元` : `${yuan.toLocaleString('zh-CN')}元`;
  return t(zh, `CNY ${yuan.toLocaleString('en-US')}`);
}
