export interface NamingLimits {
  /** Texts given a name at most; later ones run unnamed (a connection keeps at most this many prepared). */
  named: number;
  /** Texts remembered as seen once; the memory starts over when full. */
  remembered: number;
  /** Longer texts are never named: they are the many-row inserts whose text changes with the row count. */
  longest: number;
}

const LIMITS: NamingLimits = { named: 256, remembered: 256, longest: 16_000 };

/**
 * Which statement texts run as named prepared statements, parsed and planned once per connection instead of on
 * every call: texts seen before, up to a cap. A text seen once (a many-row insert, a rare query) stays unnamed, so
 * texts that vary do not fill the cap.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #seenOnce = new Set<string>();
  #issued = 0;

  constructor(private readonly limits: NamingLimits = LIMITS) {}

  /** The text's name, or undefined while it should run unnamed. */
  nameFor(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined || text.length > this.limits.longest || this.#names.size >= this.limits.named) return name;
    if (this.#seenOnce.delete(text)) {
      // Never reused: a connection may still hold a forgotten statement under its old name.
      const fresh = `stmt_${++this.#issued}`;
      this.#names.set(text, fresh);
      return fresh;
    }
    if (this.#seenOnce.size >= this.limits.remembered) this.#seenOnce.clear();
    this.#seenOnce.add(text);
    return undefined;
  }

  /** The named statement no longer fits its tables (or is gone): it gets a new name when it is seen again. */
  forget(text: string): void {
    this.#names.delete(text);
  }
}

/**
 * A named statement that fails only because it was prepared before: its tables changed shape under it (a migration
 * by another instance) or it was deallocated. Run afresh, it succeeds.
 */
export function preparedTooEarly(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  return code === '26000' || (code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change result type'));
}
