import { visitorLanguageOf } from '../../domain/catalog/language';
import { i18n, type Texts, type Translator } from './translate';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'lang';

// One chunk per language and namespace: a phone downloads only the language it shows, and of it only the
// namespaces its screens ask for (useTranslation suspends until they are here).
const bundles = import.meta.glob<Texts>('../../domain/locales/*/*.json', { import: 'default' });

/** The spec's language values in API calls: 1 Chinese, 2 English. */
export function languageValue(language: string): '1' | '2' {
  return language === 'en-US' ? '2' : '1';
}

/** The language chosen on this device, if any. */
export function chosenLanguage(): Language | undefined {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  return LANGUAGES.find((lng) => lng.toLowerCase() === stored?.toLowerCase());
}

/** Chinese unless the visitor chose otherwise on this device or the browser asks for English first. */
export function pickLanguage(chosen: string | undefined, acceptLanguage: string | undefined): Language {
  return visitorLanguageOf(chosen, acceptLanguage) === 'en' ? 'en-US' : 'zh-CN';
}

/**
 * The language a page drawn by the browser starts in, by the rule the server prerenders with (the choice its `lang`
 * cookie carries, the Accept-Language built from these languages), so an English phone does not get English on the
 * storefront and Chinese on /order.
 */
export function deviceLanguage(): Language {
  return pickLanguage(chosenLanguage(), navigator.languages?.length ? navigator.languages.join(',') : navigator.language);
}

/** A prerendered page's language and the texts it was drawn with (src/entry-server.tsx). */
export interface PrerenderedTexts {
  lng: Language;
  texts: Record<string, Texts>;
}

async function loadChunk(lng: string, namespace: string): Promise<Texts> {
  return (await bundles[`../../domain/locales/${lng}/${namespace}.json`]?.()) ?? {};
}

let started: Promise<unknown> | null = null;

/**
 * A route's texts, fetched together with its code instead of after its first render (one round trip less before
 * the first screen); waits for i18n to start.
 */
export async function loadTexts(namespaces: string[]): Promise<void> {
  // The server renders with every text already in memory.
  if (import.meta.env.SSR) return;
  await started;
  await i18n.loadNamespaces(namespaces);
}

/** Starts i18n in the chosen language; a prerendered page starts in its own, with its texts already here. */
export async function initI18n(prerendered?: PrerenderedTexts): Promise<Translator> {
  const lng = prerendered?.lng ?? deviceLanguage();
  // Both languages have every key (the locale test checks): no fallback language is downloaded. Every screen uses
  // the shell's texts.
  started = i18n.start(lng, prerendered?.texts, loadChunk).loadNamespaces('common');
  await started;
  document.documentElement.lang = lng;
  return i18n;
}

export async function changeLanguage(lng: Language): Promise<void> {
  await i18n.changeLanguage(lng);
  safeStorage()?.setItem(STORAGE_KEY, lng);
  // The server prerenders the next page in this language too.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in WeChat's browsers
  document.cookie = `${STORAGE_KEY}=${lng}; path=/; max-age=31536000; SameSite=Lax`;
  document.documentElement.lang = lng;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
