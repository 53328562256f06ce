import { matchPath } from 'react-router';
import { ROUTES, matchRoute, trailingSlashRedirect } from '@dostavka/shared-kernel/routing';

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
    const first = matchRoute('/route/omsk/moskva/');
    expect(matchRoute('/route/omsk/moskva/')).toBe(first);
    for (let i = 0; i < 2_000; i += 1)
      expect(matchRoute(`/route/town-${i}/moskva/`)?.params.from).toBe(`town-${i}`);
    const again = matchRoute('/route/omsk/moskva/');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('finds what react-router finds: the first route, in the same order, whose pattern it matches', () => {
    const ordered = [...ROUTES.filter((r) => !r.catchAll), ...ROUTES.filter((r) => r.catchAll)];
    const byReactRouter = (pathname: string) => {
      for (const route of ordered) {
        const found = matchPath({ path: route.path, end: true, caseSensitive: true }, pathname);
        if (found)
          return {
            name: route.name,
            params: Object.fromEntries(
              Object.entries(found.params).filter(([, value]) => value !== undefined),
            ),
          };
      }
      return null;
    };
    const samples = [
      ...ROUTES.map((route) =>
        route.path
          .replace(/:(\w+)\?/g, '')
          .replace(/:(\w+)/g, 'x-$1')
          .replace(/\/\/+/g, '/'),
      ),
      ...ROUTES.map((route) => route.path.replace(/:(\w+)\??/g, 'v-$1')),
      ...ROUTES.map((route) => route.path.replace(/\/$/, '')),
      ...ROUTES.map((route) => `${route.path}/`),
      ...ROUTES.map((route) => route.path.toUpperCase()),
      '/',
      '',
      '//',
      '/route/a%2Fb/moskva/',
      '/route/Kazan/Moskva/',
      '/common/faq/a/b/',
      '/a/b/c/',
      '/route/from/kazan/moskva/extra/',
      '/calculator/x/',
    ];
    for (const path of samples) {
      const found = matchRoute(path);
      expect([path, found && { name: found.route.name, params: { ...found.params } }]).toEqual([
        path,
        byReactRouter(path),
      ]);
    }
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
