import { i18n, initI18n } from './i18n';

/** The order, tracking and account pages have a namespace of their own ('order'). */
describe("the 'order' namespace", () => {
  beforeAll(async () => {
    await initI18n('ru');
    await i18n.loadNamespaces('order');
    await i18n.loadLanguages('en');
  });

  it('loads lazily in Russian', () => {
    expect(i18n.t('tracking.find', { ns: 'order' })).toBe('Найти');
  });

  it.each([
    [1, '1 место'],
    [3, '3 места'],
    [5, '5 мест'],
    [21, '21 место'],
  ])('Russian plural of pieces: %d -> %s', (count, text) => {
    expect(i18n.t('shipment.places', { ns: 'order', count, lng: 'ru' })).toBe(text);
  });
});
