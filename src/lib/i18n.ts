import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'lang';

// One chunk per language and namespace: a phone downloads only the language it shows, and of it only the
// namespaces its screens ask for (useTranslation suspends until they are here).
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../domain/locales/*/*.json');
/** Every screen uses the shell's texts. */
const FIRST_NAMESPACES = ['common'];

/** The spec's language values in API calls: 1 Chinese, 2 English. */
export function languageValue(language: string): '1' | '2' {
  return language === 'en-US' ? '2' : '1';
}

export function storedLanguage(): Language {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  return LANGUAGES.find((lng) => lng.toLowerCase() === stored?.toLowerCase()) ?? 'zh-CN';
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (lng, namespace, callback) => {
    const load = bundles[`../../domain/locales/${lng}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle.default as ResourceKey),
      (error: Error) => callback(error, null),
    );
  },
};

let started: Promise<unknown> | null = null;

/**
 * A route's texts, fetched together with its code instead of after its first render (one round trip less before
 * the first screen); waits for i18n to start.
 */
export async function loadTexts(namespaces: string[]): Promise<void> {
  await started;
  await i18next.loadNamespaces(namespaces);
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  started = i18next
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng,
      // Both languages have every key (the locale test checks): a fallback would only cost a second download.
      fallbackLng: false,
      defaultNS: 'common',
      ns: FIRST_NAMESPACES,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  await started;
  document.documentElement.lang = lng;
  return i18next;
}

export async function changeLanguage(lng: Language): Promise<void> {
  await i18next.changeLanguage(lng);
  safeStorage()?.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
