/**
 * Answers shared between searches: identical questions asked while one is on its way wait for
 * that one (single flight), and a good answer is kept for `ttlMs` (200 visitors pricing the same
 * route make one call). Failures are not kept: the next search asks again (the breaker bounds
 * how often). At most `maxEntries` answers are kept; past that the oldest go first.
 */

export class SharedAnswers<T> {
  private readonly kept = new Map<string, { value: T; until: number }>();
  private readonly flying = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer, the one on its way, or a new call of `ask`. */
  get(key: string, ask: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept && kept.until > this.now()) return Promise.resolve(kept.value);
    if (kept) this.kept.delete(key);
    const flying = this.flying.get(key);
    if (flying) return flying;
    const call = ask().then(
      (value) => {
        this.flying.delete(key);
        this.keep(key, value);
        return value;
      },
      (error: unknown) => {
        this.flying.delete(key);
        throw error;
      },
    );
    this.flying.set(key, call);
    return call;
  }

  /** Calls on their way now (the staff page and tests read it). */
  get inFlight(): number {
    return this.flying.size;
  }

  clear(): void {
    this.kept.clear();
  }

  private keep(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    if (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(key, { value, until: this.now() + this.ttlMs });
  }
}
