import { acceptedLanguages, documentLanguage } from './language';

test('Accept-Language is read most wanted first', () => {
  expect(acceptedLanguages('ru;q=0.5, en-US,en;q=0.9, de;q=0')).toEqual(['en-US', 'en', 'ru']);
  expect(acceptedLanguages(undefined)).toEqual([]);
});

describe('the language of a document', () => {
  const query = (text = '') => new URLSearchParams(text);
  test.each([
    ['?lang=en wins over the cookie', '/oplata/', '?lang=en', { cookie: 'i18n_redirected=ru' }, 'en'],
    [
      'the cookie wins over the browser',
      '/',
      '',
      { cookie: 'i18n_redirected=ru', 'accept-language': 'en' },
      'ru',
    ],
    ['the browser counts on the home page', '/', '', { 'accept-language': 'en-GB,en' }, 'en'],
    ['the browser does not count elsewhere', '/oplata/', '', { 'accept-language': 'en-GB' }, 'ru'],
    ['an unknown ?lang= is ignored', '/oplata/', '?lang=de', {}, 'ru'],
  ])('%s', (_name, pathname, search, headers, lang) => {
    expect(documentLanguage(pathname, query(search), headers)).toBe(lang);
  });
});
