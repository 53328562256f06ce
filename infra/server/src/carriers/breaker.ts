/**
 * A circuit breaker per carrier: after `threshold` failures in a row it opens and the carrier is
 * not called for `openMs`; then one call is let through (half-open): its success closes the
 * breaker, its failure opens it again for another `openMs`. A carrier that is down costs each
 * search nothing instead of a timeout.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  threshold: number;
  openMs: number;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  /** The one call let through while half-open is still running. */
  private trial = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.openMs ? 'half-open' : 'open';
  }

  /** Whether a call may go out now; a half-open breaker lets one through at a time. */
  allow(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trial) return false;
    this.trial = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trial = false;
  }

  failure(): void {
    this.trial = false;
    this.failures += 1;
    if (this.openedAt !== null || this.failures >= this.options.threshold) this.openedAt = this.now();
  }
}
