/**
 * How many realtime searches the server takes on: a token bucket per connection and one per
 * client address (all its connections together), and a bound on the searches one process runs
 * at once. A search past any of them is refused before the engine sees it.
 */
import type { RealtimeLimits } from '../../../config';

/** `burst` tokens at most, refilled at `perSecond`; one token per search. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes a token if there is one. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Gives back a token taken for a search that was then refused elsewhere. */
  giveBack(): void {
    this.tokens = Math.min(this.burst, this.tokens + 1);
  }

  /** Full again: nothing to remember about this client. */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
  }
}

/** Why a search was refused: the connection's or the address's rate, or the process is full. */
export type Refusal = 'connection' | 'address' | 'busy';

/** Address buckets are forgotten once full again, swept at most this often. */
const SWEEP_EVERY_MS = 60_000;

export class SearchLimits {
  private readonly addresses = new Map<string, TokenBucket>();
  private running = 0;
  private swept: number;

  constructor(
    private readonly limits: RealtimeLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.swept = now();
  }

  /** A bucket for one new connection. */
  connection(): TokenBucket {
    const { burst, perSecond } = this.limits.connection;
    return new TokenBucket(burst, perSecond, this.now());
  }

  /** Searches running in this process now. */
  get inFlight(): number {
    return this.running;
  }

  /**
   * Admits one search of a connection from an address, or says why not. An admitted search holds
   * a place until `release` is called once for it.
   */
  admit(connection: TokenBucket, address: string): Refusal | null {
    const now = this.now();
    this.sweep(now);
    if (!connection.take(now)) return 'connection';
    let bucket = this.addresses.get(address);
    if (!bucket) {
      bucket = new TokenBucket(this.limits.address.burst, this.limits.address.perSecond, now);
      this.addresses.set(address, bucket);
    }
    if (!bucket.take(now)) {
      connection.giveBack();
      return 'address';
    }
    if (this.running >= this.limits.inFlight) {
      connection.giveBack();
      bucket.giveBack();
      return 'busy';
    }
    this.running += 1;
    return null;
  }

  release(): void {
    this.running = Math.max(0, this.running - 1);
  }

  /** Addresses remembered now (for tests: the map does not grow with clients that went quiet). */
  get addressCount(): number {
    return this.addresses.size;
  }

  private sweep(now: number): void {
    if (now - this.swept < SWEEP_EVERY_MS) return;
    this.swept = now;
    for (const [address, bucket] of this.addresses) if (bucket.full(now)) this.addresses.delete(address);
  }
}
