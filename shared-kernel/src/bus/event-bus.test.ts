import { EventBus } from './event-bus';
import { createBus } from './events';

interface TestEvents {
  ping: { n: number };
  ready: void;
}

describe('EventBus', () => {
  it('delivers the payload to every handler of the event, in subscription order', () => {
    const bus = new EventBus<TestEvents>();
    const seen: string[] = [];
    bus.on('ping', ({ n }) => seen.push(`a${n}`));
    bus.on('ping', ({ n }) => seen.push(`b${n}`));
    bus.emit('ping', { n: 1 });
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('does not deliver other events', () => {
    const bus = new EventBus<TestEvents>();
    const handler = jest.fn();
    bus.on('ping', handler);
    bus.emit('ready');
    expect(handler).not.toHaveBeenCalled();
  });

  it('the function returned by on unsubscribes', () => {
    const bus = new EventBus<TestEvents>();
    const handler = jest.fn();
    const unsubscribe = bus.on('ping', handler);
    unsubscribe();
    bus.emit('ping', { n: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('off removes only the given handler', () => {
    const bus = new EventBus<TestEvents>();
    const gone = jest.fn();
    const kept = jest.fn();
    bus.on('ping', gone);
    bus.on('ping', kept);
    bus.off('ping', gone);
    bus.emit('ping', { n: 2 });
    expect(gone).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledWith({ n: 2 });
  });

  it('a handler that throws is reported and the others still run', () => {
    const bus = new EventBus<TestEvents>();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    bus.on('ping', () => {
      throw new Error('boom');
    });
    bus.on('ping', after);
    bus.emit('ping', { n: 3 });
    expect(after).toHaveBeenCalledWith({ n: 3 });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('ping'),
      expect.objectContaining({ message: 'boom' }),
    );
    error.mockRestore();
  });

  it('a handler that unsubscribes itself while running does not skip the next one', () => {
    const bus = new EventBus<TestEvents>();
    const second = jest.fn();
    const unsubscribe = bus.on('ready', () => unsubscribe());
    bus.on('ready', second);
    bus.emit('ready');
    bus.emit('ready');
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('void events are emitted without a payload', () => {
    const bus = createBus();
    const open = jest.fn();
    bus.on('auth:open', open);
    bus.emit('auth:open');
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('DostavkaEvents typing', () => {
  it('rejects wrong payloads and unknown events at compile time', () => {
    const bus = createBus();
    const handler = jest.fn();
    bus.on('notify', handler);
    bus.emit('notify', { message: 'Сохранено', variant: 'success' });
    // @ts-expect-error: 'loud' is not a notify variant
    bus.emit('notify', { message: 'x', variant: 'loud' });
    // @ts-expect-error: the payload of order:created needs a number
    bus.emit('order:created', {});
    // @ts-expect-error: auth:open takes no payload
    bus.emit('auth:open', { now: true });
    // @ts-expect-error: no such event
    bus.emit('no-such-event', {});
    // @ts-expect-error: handlers get the declared payload type
    bus.on('navigate', (payload: { path: string }) => payload);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
