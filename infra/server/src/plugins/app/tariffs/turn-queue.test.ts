import { TurnQueue } from './turn-queue';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TurnQueue: deferred search work, a slice per event-loop turn', () => {
  test('runs tasks in order, no more than a slice of time per turn', async () => {
    let now = 0;
    const ran: number[] = [];
    const queue = new TurnQueue(
      2,
      () => undefined,
      () => now,
    );
    // Each task takes 1 ms of the (fake) clock: two fit in a 2 ms slice.
    for (let i = 0; i < 5; i += 1)
      queue.defer(() => {
        ran.push(i);
        now += 1;
      });
    expect(ran).toEqual([]);
    await turn();
    expect(ran).toEqual([0, 1]);
    await turn();
    expect(ran).toEqual([0, 1, 2, 3]);
    await turn();
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  test('a failing task is reported and the rest still run', async () => {
    const errors: unknown[] = [];
    const ran: string[] = [];
    const queue = new TurnQueue(50, (error) => errors.push(error));
    queue.defer(() => {
      throw new Error('boom');
    });
    queue.defer(() => ran.push('after'));
    await turn();
    expect(errors).toHaveLength(1);
    expect(ran).toEqual(['after']);
  });
});
