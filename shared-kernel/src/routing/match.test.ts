import { matchPath } from 'react-router';
import type * as ReactRouter from 'react-router';
import { ROUTES, matchRoute, trailingSlashRedirect } from '@dostavka/shared-kernel/routing';

// Counted: how often a route's pattern is matched (compiled) by react-router.
jest.mock('react-router', () => {
  const actual = jest.requireActual<typeof ReactRouter>('react-router');
  return { ...actual, matchPath: jest.fn(actual.matchPath) };
});

describe('matchRoute', () => {
  it.each([
    ['/', 'index', {}],
    ['/allottedLanding/', 'allottedLanding', {}],
    ['/calculator/', 'calculator', {}],
    ['/calculator/gazelles/', 'calculator___gazelles', {}],
    ['/calculator/truck/', 'calculator___truck', {}],
    ['/order/', 'order', {}],
    ['/tracking/', 'tracking', {}],
    ['/route/', 'route___index', {}],
    ['/route/to/any/moskva/', 'route___to-any', { to: 'moskva' }],
    ['/route/any/moskva/', 'route___any', { to: 'moskva' }],
    ['/route/from/kazan/', 'route___from', { from: 'kazan' }],
    ['/route/from/kazan/moskva/', 'route___from-to', { from: 'kazan', to: 'moskva' }],
    ['/route/to/kazan/moskva/', 'route___to', { from: 'kazan', to: 'moskva' }],
    ['/route/to/moskva/', 'route___to', { to: 'moskva' }],
    ['/route/kazan/', 'route___city', { from: 'kazan' }],
    ['/route/kazan/moskva/', 'route___city-city', { from: 'kazan', to: 'moskva' }],
    ['/additional/about/', 'additional___about', {}],
    ['/common/faq/', 'common___faq', {}],
    ['/common/faq/how-to-pay/', 'common___faq', { slug: 'how-to-pay' }],
    ['/profile/orders/', 'profile___orders', {}],
    ['/staff/tariffs/', 'staff___tariffs', {}],
    ['/staff/carriers/', 'staff___carriers', {}],
    ['/gruzoperevozki/', 'catchall', { index: 'gruzoperevozki' }],
    ['/oplata/vozvrat/', 'catchall___page', { index: 'oplata', page: 'vozvrat' }],
  ])('%s is the %s route', (path, name, params) => {
    const found = matchRoute(path);
    expect(found?.route.name).toBe(name);
    expect(found?.params).toEqual(params);
  });

  it('specific routes win over the catch-all', () => {
    expect(matchRoute('/tracking/')?.route.catchAll).toBeUndefined();
    expect(matchRoute('/calculator/truck/')?.route.remote).toBe('mf_calculator');
  });

  it('a staff module is a page of its remote behind its flag, for signed-in visitors', () => {
    expect(matchRoute('/staff/carriers/')?.route).toMatchObject({
      remote: 'mf_calculator',
      page: 'carriers',
      flag: 'staff-carriers',
      middleware: ['auth'],
    });
  });

  it('answers a path asked again with the same frozen match, and keeps it apart from other paths', () => {
    const first = matchRoute('/route/kazan/moskva/');
    expect(matchRoute('/route/kazan/moskva/')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first?.params)).toBe(true);
    expect(matchRoute('/route/kazan/samara/')?.params).toEqual({ from: 'kazan', to: 'samara' });
    expect(matchRoute('/a/b/c/')).toBeNull();
    expect(matchRoute('/a/b/c/')).toBeNull();
  });

  it('works a path out again only once more than the kept number of other paths came between', () => {
    const counted = jest.mocked(matchPath);
    matchRoute('/route/omsk/moskva/');
    counted.mockClear();
    matchRoute('/route/omsk/moskva/');
    expect(counted).not.toHaveBeenCalled();
    for (let i = 0; i < 2_000; i += 1)
      expect(matchRoute(`/route/town-${i}/moskva/`)?.params.from).toBe(`town-${i}`);
    counted.mockClear();
    expect(matchRoute('/route/omsk/moskva/')?.params).toEqual({ from: 'omsk', to: 'moskva' });
    expect(counted).toHaveBeenCalled();
  });

  it('a path deeper than any route matches nothing', () => {
    expect(matchRoute('/a/b/c/')).toBeNull();
  });

  it('route names are unique and use the spec separator for children', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n.startsWith('route___'))).toHaveLength(8);
  });

  it('every page path ends with a slash', () => {
    for (const route of ROUTES) expect(route.path.endsWith('/')).toBe(true);
  });
});

describe('trailingSlashRedirect', () => {
  it.each([
    ['/calculator', '/calculator/'],
    ['/calculator?from=spb&to=msk', '/calculator/?from=spb&to=msk'],
    ['/route/from/kazan', '/route/from/kazan/'],
    ['/calculator/', null],
    ['/', null],
    ['/favicon.svg', null],
    ['/mf/content/mf-manifest.json', null],
  ])('%s -> %s', (url, expected) => {
    expect(trailingSlashRedirect(url)).toBe(expected);
  });
});
