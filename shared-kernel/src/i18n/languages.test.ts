import { detectLanguage, languageCookie, languageFromCookie } from './languages';

describe('detectLanguage', () => {
  it.each([
    [
      'the cookie wins over the browser on the home page',
      { pathname: '/', cookie: 'i18n_redirected=ru', navigatorLanguages: ['en-US'] },
      'ru',
    ],
    [
      'the cookie wins on any page',
      { pathname: '/calculator/', cookie: 'a=1; i18n_redirected=en; b=2' },
      'en',
    ],
    [
      'the browser language counts on the home page',
      { pathname: '/', navigatorLanguages: ['en-GB', 'ru'] },
      'en',
    ],
    [
      'the first supported browser language is taken',
      { pathname: '/', navigatorLanguages: ['de-DE', 'ru-RU', 'en'] },
      'ru',
    ],
    [
      'the browser language is ignored on other pages',
      { pathname: '/order/', navigatorLanguages: ['en-US'] },
      'ru',
    ],
    ['an unsupported browser language gives Russian', { pathname: '/', navigatorLanguages: ['fr'] }, 'ru'],
    ['an unknown cookie value is ignored', { pathname: '/about/', cookie: 'i18n_redirected=de' }, 'ru'],
    ['nothing known gives Russian', { pathname: '/' }, 'ru'],
  ])('%s', (_name, hints, expected) => {
    expect(detectLanguage(hints)).toBe(expected);
  });
});

describe('language cookie', () => {
  it('lasts 365 days on the whole site, Lax, without Secure', () => {
    const cookie = languageCookie('en');
    expect(cookie).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookie).not.toMatch(/secure/i);
  });

  it('is read back from a cookie header', () => {
    expect(languageFromCookie('x=1; i18n_redirected=en')).toBe('en');
    expect(languageFromCookie('i18n_redirected_other=en')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });
});
