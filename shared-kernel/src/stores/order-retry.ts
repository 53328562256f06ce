/**
 * Sending an order again when its answer got lost: a gateway's 502 or 504, a busy server's 503,
 * no answer at all, or the first try still running. The same idempotency key is sent each time,
 * so the server places the order once however many tries reach it.
 */
import { isApiError } from '@dostavka/shared-kernel/api';
import { STILL_PROCESSING } from '@dostavka/shared-kernel/contract/names';

export interface RetryPolicy {
  /** Tries stop once this much time has passed since the first. */
  budgetMs: number;
  /** The wait after the first failure; it doubles after each further one... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
}

/**
 * About a minute: a process restarting behind the balancer, or a key left claimed by a request
 * that died (the server takes it over after 60 s), is over by then; longer, the visitor would
 * rather be told.
 */
export const ORDER_RETRY: RetryPolicy = { budgetMs: 65_000, firstDelayMs: 1_000, maxDelayMs: 8_000 };

/** A failure after which the same request may still succeed: nothing says the order was refused. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504) return true;
  return error.status === 409 && error.message === STILL_PROCESSING;
}

export interface RetryClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

/**
 * `send` until it answers, fails for good, or the budget is spent: then the last failure is
 * thrown (`isTransient` tells the caller the order may or may not have been placed).
 */
export async function sendWithRetries<T>(
  send: () => Promise<T>,
  clock: RetryClock,
  policy: RetryPolicy = ORDER_RETRY,
): Promise<T> {
  const started = clock.now();
  let waited = 0;
  for (let failures = 0; ; failures += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isTransient(error)) throw error;
      const delay = Math.min(policy.firstDelayMs * 2 ** failures, policy.maxDelayMs);
      // Waits count even when the clock stands still; slow tries count by the clock.
      if (Math.max(clock.now() - started, waited) + delay > policy.budgetMs) throw error;
      await clock.wait(delay);
      waited += delay;
    }
  }
}
