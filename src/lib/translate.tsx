// The app's translator (decision 031): the i18next features the portal uses — namespaces, nested keys, fallback keys,
// {{value}} interpolation, plurals by `count`, default values — and a `useTranslation` hook with react-i18next's shape,
// in a fraction of their bytes on every first screen.
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { type ContentLanguage, contentLanguageOf } from '../../domain/catalog/language';

export type Texts = { [key: string]: string | Texts };
export type TOptions = { count?: number; defaultValue?: string; ns?: string } & Record<string, unknown>;
export type TFunction = (key: string | string[], options?: TOptions) => string;
type Loader = (language: string, namespace: string) => Promise<Texts>;

const DEFAULT_NAMESPACE = 'common';
const NAMESPACED = /^([A-Za-z]+):(.+)$/;

export class Translator {
  language = '';
  private readonly store = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /** Without a loader (component tests given their texts) every namespace counts as here. */
  private load: Loader | null = null;
  /** The namespaces screens asked for: the server's prerender sends their texts with the page. */
  readonly used = new Set<string>([DEFAULT_NAMESPACE]);

  /** Starts in a language, with texts already here (by namespace) and a loader for the others. */
  start(language: string, texts: Record<string, Texts> = {}, load?: Loader): this {
    this.language = language;
    if (load) this.load = load;
    for (const [namespace, tree] of Object.entries(texts)) this.store.set(`${language}/${namespace}`, tree);
    this.changed();
    return this;
  }

  get started(): boolean {
    return this.language !== '';
  }

  hasLoaded(namespaces: readonly string[]): boolean {
    return !this.load || namespaces.every((namespace) => this.store.has(`${this.language}/${namespace}`));
  }

  /** The same promise until the texts are here, so a suspended screen waits for one download. */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((namespace) => this.loadOne(language, namespace))).then(() => undefined);
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const id = `${language}/${namespace}`;
    if (this.store.has(id) || !this.load) return Promise.resolve();
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(language, namespace).then(
        (tree) => void this.store.set(id, tree),
        (error: unknown) => {
          this.loading.delete(id);
          throw error;
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Switches once the new language's texts for every loaded namespace are here, so no screen suspends. */
  async changeLanguage(language: string): Promise<void> {
    const loaded = [...this.store.keys()].filter((id) => id.startsWith(`${this.language}/`)).map((id) => id.slice(this.language.length + 1));
    await this.loadNamespaces(loaded, language);
    this.language = language;
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `t` over the given namespaces, looked up in order; `ns:key` names its own namespace. */
  fixedT(namespaces: readonly string[] = [DEFAULT_NAMESPACE]): TFunction {
    return (key, options = {}) => {
      const keys = typeof key === 'string' ? [key] : key;
      for (const candidate of keys) {
        const found = this.resolve(candidate, options.ns ? [options.ns] : namespaces, options.count);
        if (found !== undefined) return interpolate(found, options);
      }
      if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
      // A missing text shows its key without the namespace, as i18next.
      const last = keys[keys.length - 1] ?? '';
      return NAMESPACED.exec(last)?.[2] ?? last;
    };
  }

  t: TFunction = (key, options) => this.fixedT()(key, options);

  exists(key: string, options: { ns?: string } = {}): boolean {
    return this.resolve(key, [options.ns ?? DEFAULT_NAMESPACE]) !== undefined;
  }

  private resolve(key: string, namespaces: readonly string[], count?: number): string | undefined {
    const named = NAMESPACED.exec(key);
    const [lookIn, path] = named ? [[named[1]], named[2]] : [namespaces, key];
    const plural = typeof count === 'number' ? `${path}_${new Intl.PluralRules(this.language).select(count)}` : undefined;
    for (const namespace of lookIn) {
      const tree = this.store.get(`${this.language}/${namespace}`);
      const text = (plural && lookup(tree, plural)) ?? lookup(tree, path);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

function lookup(tree: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The browser's translator (src/lib/i18n.ts starts it); the server's prerender provides one per page. */
export const i18n = new Translator();

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * react-i18next's hook: suspends until the namespaces' texts are here and re-renders when the language changes; `lang`
 * picks the side of a bilingual text from the server (a product's name, a plan's).
 */
export function useTranslation(ns: string | readonly string[] = DEFAULT_NAMESPACE): { t: TFunction; i18n: Translator; lang: ContentLanguage } {
  const translator = useContext(TranslatorContext) ?? i18n;
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  // A render with the new `t` when the language changes (a namespace arriving ends a suspension instead).
  const language = useSyncExternalStore(translator.subscribe, () => translator.language, () => translator.language);
  for (const namespace of namespaces) translator.used.add(namespace);
  if (translator.started && !translator.hasLoaded(namespaces)) throw translator.loadNamespaces(namespaces);
  const key = namespaces.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` when the language or the namespaces change
  const t = useMemo(() => translator.fixedT(namespaces), [translator, key, language]);
  return { t, i18n: translator, lang: contentLanguageOf(language) };
}
