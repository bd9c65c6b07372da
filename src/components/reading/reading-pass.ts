/**
 * What this visitor has already agreed to, for the tab's life: one reading session id, and each product
 * document version agreed. The product page and the group application read the same pass, so a notice read on
 * one is not asked again on the other (one reading record per document version and visitor). Kept for the tab
 * only, so the next customer on an agent's shared phone reads for themselves.
 */

const SESSION_KEY = 'readingSessionId';
const AGREED_KEY = 'readingsAgreed';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function memoryStore(): Store {
  const memory = new Map<string, string>();
  return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
}

// Where the browser refuses sessionStorage, the tab's memory stands in for it.
const tabMemory = memoryStore();

function tabStore(): Store {
  // A server render serves every visitor: it starts from nothing agreed and keeps nothing.
  if (typeof window === 'undefined') return memoryStore();
  try {
    return window.sessionStorage;
  } catch {
    return tabMemory;
  }
}

export interface ReadingPass {
  readingSessionId: string;
  hasAgreed(productCode: string, materialType: string, version: string): boolean;
  agree(productCode: string, materialType: string, version: string): void;
}

export function readingPass(store: Store = tabStore()): ReadingPass {
  let readingSessionId = store.getItem(SESSION_KEY);
  if (!readingSessionId) {
    readingSessionId = crypto.randomUUID();
    store.setItem(SESSION_KEY, readingSessionId);
  }
  const key = (productCode: string, materialType: string, version: string) => `${productCode}/${materialType}/${version}`;
  const agreed = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(store.getItem(AGREED_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    readingSessionId,
    hasAgreed: (productCode, materialType, version) => agreed().includes(key(productCode, materialType, version)),
    agree: (productCode, materialType, version) => {
      const entry = key(productCode, materialType, version);
      const known = agreed();
      if (!known.includes(entry)) store.setItem(AGREED_KEY, JSON.stringify([...known, entry]));
    },
  };
}
