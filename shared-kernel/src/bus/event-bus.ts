/** Event name -> payload type. `void` payloads are emitted without an argument. */
export type EventMap = object;

export type EventHandler<P> = (payload: P) => void;

type PayloadArgs<P> = [P] extends [void] ? [] : [payload: P];

/**
 * A small typed publish/subscribe channel. Handlers run synchronously in subscription order; one
 * that throws is reported and does not keep the others from running.
 */
export class EventBus<M extends EventMap> {
  private readonly handlers = new Map<keyof M, Set<EventHandler<never>>>();

  emit<K extends keyof M>(type: K, ...args: PayloadArgs<M[K]>): void {
    const set = this.handlers.get(type);
    if (!set) return;
    const payload = args[0] as M[K];
    // A copy, so handlers that unsubscribe (or subscribe) while running do not disturb this round.
    for (const handler of [...set] as Array<EventHandler<M[K]>>) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`Event handler for "${String(type)}" failed`, error);
      }
    }
  }

  /** Returns the function that unsubscribes. */
  on<K extends keyof M>(type: K, handler: EventHandler<M[K]>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler as EventHandler<never>);
    return () => this.off(type, handler);
  }

  off<K extends keyof M>(type: K, handler: EventHandler<M[K]>): void {
    const set = this.handlers.get(type);
    if (!set) return;
    set.delete(handler as EventHandler<never>);
    if (set.size === 0) this.handlers.delete(type);
  }
}
