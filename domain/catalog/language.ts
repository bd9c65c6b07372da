// The two content languages, without zod: the browser's first screens need them (the translator, the HTTP client).

export type ContentLanguage = 'zh' | 'en';

/** The spec's language parameter: 1 Chinese, 2 English; locale names are accepted too. */
export function contentLanguageOf(language: string | undefined): ContentLanguage {
  return language === '2' || language?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** The visitor's language: the one chosen on the device (the `lang` cookie), else English when the browser asks for it first. */
export function visitorLanguageOf(cookie: string | undefined, acceptLanguage: string | undefined): ContentLanguage {
  if (cookie && /^(zh|en)\b/i.test(cookie)) return contentLanguageOf(cookie);
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'zh';
}
