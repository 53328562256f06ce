import { createInstance } from 'i18next';
import { createLazyBackend, KERNEL_NAMESPACES } from './lazy-backend';
import { i18n, initI18n, setLanguage } from './i18n';
import { addRemoteTexts, textKeys } from './remote-texts';

describe('i18n', () => {
  beforeAll(() => initI18n('ru'));

  it('loads the namespace lazily and starts in Russian', () => {
    expect(i18n.language).toBe('ru');
    expect(i18n.t('nav.tracking')).toBe('Отслеживание');
    expect(i18n.t('header.writeUs')).toBe('Написать нам');
  });

  it.each([
    [1, '1 заказ'],
    [2, '2 заказа'],
    [4, '4 заказа'],
    [5, '5 заказов'],
    [11, '11 заказов'],
    [21, '21 заказ'],
    [22, '22 заказа'],
    [25, '25 заказов'],
  ])('Russian plural: %d -> %s', (count, text) => {
    expect(i18n.t('orders.count', { count, lng: 'ru' })).toBe(text);
  });

  it('English has its own strings and plurals', async () => {
    await i18n.loadLanguages('en');
    expect(i18n.t('orders.count', { count: 1, lng: 'en' })).toBe('1 order');
    expect(i18n.t('orders.count', { count: 21, lng: 'en' })).toBe('21 orders');
    expect(i18n.t('error.fallback', { lng: 'en' })).toBe('An error occurred while showing the error page');
  });

  it.each(KERNEL_NAMESPACES)('every key of %s exists in both languages', async (namespace) => {
    await i18n.loadLanguages('en');
    await i18n.loadNamespaces(namespace);
    const keys = (lng: string) => textKeys(i18n.getResourceBundle(lng, namespace));
    expect(keys('ru').length).toBeGreaterThan(10);
    expect(keys('en')).toEqual(keys('ru'));
  });

  it('setLanguage switches the language and writes the cookie', async () => {
    const doc = { cookie: '' };
    await setLanguage('en', doc);
    expect(i18n.language).toBe('en');
    expect(doc.cookie).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
    await setLanguage('ru', doc);
    expect(i18n.t('loading')).toBe('Загрузка…');
  });

  it('a second initI18n only switches the language', async () => {
    const instance = await initI18n('en');
    expect(instance).toBe(i18n);
    expect(i18n.language).toBe('en');
    await initI18n('ru');
  });
});

describe('lazy backend', () => {
  it('refuses languages we do not speak without loading anything', (done) => {
    const load = jest.fn();
    createLazyBackend(load).read('de', 'common', (error, data) => {
      expect(error).toBeInstanceOf(Error);
      expect(data).toBe(false);
      expect(load).not.toHaveBeenCalled();
      done();
    });
  });

  it('hands over the default export of the loaded module', (done) => {
    createLazyBackend(async () => ({ default: { hello: 'привет' } })).read('ru', 'common', (error, data) => {
      expect(error).toBeNull();
      expect(data).toEqual({ hello: 'привет' });
      done();
    });
  });

  it('leaves a namespace a remote bundles itself to the remote: nothing is loaded for it', (done) => {
    const load = jest.fn();
    createLazyBackend(load).read('ru', 'content', (error, data) => {
      expect(error).toBeNull();
      expect(data).toEqual({});
      expect(load).not.toHaveBeenCalled();
      done();
    });
  });

  it('reports a failed load', (done) => {
    createLazyBackend(async () => Promise.reject(new Error('chunk failed'))).read('en', 'common', (error) => {
      expect((error as Error).message).toBe('chunk failed');
      done();
    });
  });
});

describe('a remote’s texts left to load', () => {
  const instance = async (lng: 'ru' | 'en') => {
    const created = createInstance();
    await created.use(createLazyBackend(async () => ({}))).init({
      lng,
      fallbackLng: 'ru',
      supportedLngs: ['ru', 'en'],
      ns: ['common'],
      defaultNS: 'common',
    });
    return created;
  };

  it('a Russian page never loads the English; a switch loads them before the language changes', async () => {
    const page = await instance('ru');
    const english = jest.fn(async () => ({ default: { title: 'Calculator' } }));
    addRemoteTexts('remote-a', { ru: { title: 'Калькулятор' }, en: english }, page);
    expect(page.t('remote-a:title')).toBe('Калькулятор');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(english).not.toHaveBeenCalled();
    const seen: string[] = [];
    page.on('languageChanged', () => seen.push(page.t('remote-a:title')));
    await page.changeLanguage('en');
    expect(english).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Calculator']);
  });

  it('an English page loads them at once, and has them once loaded', async () => {
    const page = await instance('en');
    let arrive: (texts: unknown) => void = () => {};
    addRemoteTexts(
      'remote-b',
      { ru: { title: 'Заказ' }, en: () => new Promise((resolve) => (arrive = resolve)) },
      page,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.hasLoadedNamespace('remote-b')).toBe(false);
    arrive({ default: { title: 'Order' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.hasLoadedNamespace('remote-b')).toBe(true);
    expect(page.t('remote-b:title')).toBe('Order');
  });
});
