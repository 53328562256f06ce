/**
 * What the staff page shows of a carrier: its last calls' error rate and 95th percentile latency,
 * its last success and last fault, and whether a fault is worth a log line. A carrier that fails
 * a thousand searches in a minute is logged once when the burst starts, then once a minute with
 * the count, and once when it answers again.
 */

/** Calls the error rate and the percentile are worked out over. */
const WINDOW = 200;
/** A burst's summary line at most this often. */
const LOG_EVERY_MS = 60_000;

export interface CarrierFaultNote {
  at: Date;
  fault: string;
  message: string;
}

export interface StatsSnapshot {
  calls: number;
  errorRate: number;
  /** null until a call was made. */
  p95Ms: number | null;
  lastSuccessAt: Date | null;
  lastFault: CarrierFaultNote | null;
}

/** What to log about a fault: nothing, the start of a burst, or how many it had since. */
export type FaultLog = { kind: 'quiet' } | { kind: 'first' } | { kind: 'summary'; count: number };

export class CarrierStats {
  private readonly latencies: number[] = [];
  private readonly failed: boolean[] = [];
  private lastSuccessAt: Date | null = null;
  private lastFault: CarrierFaultNote | null = null;
  private burst: { since: number; loggedAt: number; count: number } | null = null;

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** A finished call; returns whether a burst of faults just ended (and how long it was). */
  success(ms: number): number | null {
    this.record(ms, false);
    this.lastSuccessAt = this.now();
    const ended = this.burst;
    this.burst = null;
    return ended ? ended.count : null;
  }

  fault(ms: number, fault: string, message: string): FaultLog {
    this.record(ms, true);
    const at = this.now();
    this.lastFault = { at, fault, message };
    const time = at.getTime();
    if (!this.burst) {
      this.burst = { since: time, loggedAt: time, count: 1 };
      return { kind: 'first' };
    }
    this.burst.count += 1;
    if (time - this.burst.loggedAt < LOG_EVERY_MS) return { kind: 'quiet' };
    this.burst.loggedAt = time;
    return { kind: 'summary', count: this.burst.count };
  }

  snapshot(): StatsSnapshot {
    const calls = this.failed.length;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const p95 =
      sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
    return {
      calls,
      errorRate: calls === 0 ? 0 : this.failed.filter(Boolean).length / calls,
      p95Ms: p95 === null ? null : Math.round(p95),
      lastSuccessAt: this.lastSuccessAt,
      lastFault: this.lastFault,
    };
  }

  private record(ms: number, failed: boolean): void {
    this.latencies.push(ms);
    this.failed.push(failed);
    if (this.latencies.length > WINDOW) {
      this.latencies.shift();
      this.failed.shift();
    }
  }
}
