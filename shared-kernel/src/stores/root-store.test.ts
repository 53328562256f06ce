import { autorun } from 'mobx';
import { createTestRoot } from './test-support';

describe('RootStore', () => {
  it('holds the state areas of spec section 3 under their names', () => {
    const { root } = createTestRoot();
    const areas = [
      'auth',
      'cities',
      'contact',
      'content',
      'delivery',
      'localStorage',
      'modals',
      'profile',
      'switcher',
      'tariffs',
      'order',
    ];
    for (const area of areas) expect(root).toHaveProperty(area, expect.any(Object));
  });

  it('refuses changes to observed state outside actions', () => {
    const { root } = createTestRoot();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = autorun(() => root.switcher.letter);
    root.switcher.letter = 'М';
    stop();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[MobX]'));
    warn.mockRestore();
  });

  it('server start-up loads the popular cities and the vehicle list', async () => {
    const { root, api } = createTestRoot();
    api.content.getPopularCities.mockResolvedValue([]);
    api.content.getCars.mockResolvedValue({ data: { data: [] } });
    await root.startServer();
    expect(api.content.getPopularCities).toHaveBeenCalled();
    expect(root.delivery.transportTypes.map((t) => t.slug)).toEqual(['combined', 'dedicated']);
  });

  it('dispose stops listening to the bus and the realtime channel', () => {
    const { root, bus, live } = createTestRoot();
    expect(live.listenerCount('get:tariff')).toBe(1);
    root.dispose();
    bus.emit('auth:open');
    expect(root.modals.isShown('auth')).toBe(false);
    expect(live.listenerCount('get:tariff')).toBe(0);
    expect(live.listenerCount('error')).toBe(0);
  });
});
