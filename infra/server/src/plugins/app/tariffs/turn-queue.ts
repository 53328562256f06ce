/**
 * Work served a slice of time per turn of the event loop. The realtime channel begins new
 * searches through one, and the tariff service defers the rest of streamed searches (what comes
 * after their first offers) through another: under a burst, no turn of the loop runs much more
 * than its slice, so the health check, other requests and other connections' messages get their
 * turn in between.
 */
export class TurnQueue {
  private tasks: Array<() => void> = [];
  private next = 0;
  private scheduled = false;

  constructor(
    private readonly sliceMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  defer(task: () => void): void {
    this.tasks.push(task);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.next >= this.tasks.length) return;
    this.scheduled = true;
    // An immediate queued now runs after the loop has polled for new connections and messages.
    setImmediate(this.drain);
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    const until = this.clock() + this.sliceMs;
    while (this.next < this.tasks.length && this.clock() < until) {
      const task = this.tasks[this.next]!;
      this.next += 1;
      try {
        task();
      } catch (error) {
        this.onError(error);
      }
    }
    if (this.next >= this.tasks.length) {
      this.tasks = [];
      this.next = 0;
    }
    this.schedule();
  };
}
