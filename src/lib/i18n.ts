import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
const FALLBACK_LANGUAGE: Language = 'en-US';
const STORAGE_KEY = 'lang';

// One chunk per language and namespace: a phone downloads only the language it shows.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../domain/locales/*/*.json');

/** The spec's language values in API calls: 1 Chinese, 2 English. */
export function languageValue(language: string): '1' | '2' {
  return language === 'en-US' ? '2' : '1';
}

function storedLanguage(): Language {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  return LANGUAGES.find((lng) => lng.toLowerCase() === stored?.toLowerCase()) ?? 'zh-CN';
}

async function loadLanguage(lng: Language): Promise<void> {
  const prefix = `../../domain/locales/${lng}/`;
  await Promise.all(
    Object.entries(bundles)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => {
        const namespace = path.slice(prefix.length, -'.json'.length);
        i18next.addResourceBundle(lng, namespace, (await load()).default, true, true);
      }),
  );
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
  });
  await loadLanguage(lng);
  document.documentElement.lang = lng;
  // The fallback only matters for a missing key; it loads after the first screen.
  if (lng !== FALLBACK_LANGUAGE) void loadLanguage(FALLBACK_LANGUAGE);
  return i18next;
}

export async function changeLanguage(lng: Language): Promise<void> {
  await loadLanguage(lng);
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
