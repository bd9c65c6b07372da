import sanitizeHtml from 'sanitize-html';
import type { LocalText, ProductConfig } from '../../domain/catalog';

// What catalogue texts use (server/catalog/content/html.ts and the product files' own cover tables); anything else goes.
const RULES: sanitizeHtml.IOptions = {
  allowedTags: ['h3', 'h4', 'p', 'br', 'ol', 'ul', 'li', 'strong', 'em', 'b', 'i', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'a'],
  allowedAttributes: { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], img: ['src', 'alt', 'width', 'height'], a: ['href'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
};

const safe = (text: LocalText): LocalText => ({ zh: sanitizeHtml(text.zh, RULES), en: sanitizeHtml(text.en, RULES) });

/**
 * A product's HTML texts made safe once, as the catalogue loads: the server sends them ready to show, so the page
 * draws them in its prerender and the browser carries no sanitiser (DESIGN: material HTML is sanitised before shown).
 */
export function withSafeHtml(product: ProductConfig): ProductConfig {
  return {
    ...product,
    tabs: product.tabs.map((tab) => ({ ...tab, tabContent: safe(tab.tabContent) })),
    materials: product.materials.map((material) => (material.materialForm === '2' ? { ...material, materialContent: safe(material.materialContent) } : material)),
    disclosure: { ...product.disclosure, insuranceNoticeInfo: safe(product.disclosure.insuranceNoticeInfo) },
  };
}
