import { KERNEL_SHARE_PREFIX, sharedRefusal } from './shared-contract';

const SHELL = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  mobx: '7.1.3',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
  [KERNEL_SHARE_PREFIX]: '0.4.1',
};

const share = (name: string, requiredVersion: unknown) => ({ name, requiredVersion, version: '0.0.0' });

describe("a remote's shared requirements against the shell's singletons", () => {
  test('ranges that accept the shell are fine', () => {
    expect(
      sharedRefusal(
        [
          share('react', '^19.3.1'),
          share('react/', '^19.0.0'),
          share('react-dom', '^19.3.1'),
          share('mobx', '^7.1.0'),
          share('react-router-dom', '^7.18.5'),
          share(`${KERNEL_SHARE_PREFIX}domain`, '^0.4.1'),
        ],
        SHELL,
      ),
    ).toBeNull();
  });

  test.each([
    ['react', '^20.0.0', 'react: it requires ^20.0.0, the site runs 19.3.1'],
    ['react/jsx-runtime', '^18.2.0', 'react: it requires ^18.2.0, the site runs 19.3.1'],
    ['react-dom/', '^20.0.0', 'react-dom: it requires ^20.0.0, the site runs 19.3.1'],
    ['mobx', '^6.0.0', 'mobx: it requires ^6.0.0, the site runs 7.1.3'],
    ['react-router', '^8.0.0', 'react-router: it requires ^8.0.0, the site runs 7.18.5'],
    [`${KERNEL_SHARE_PREFIX}ui`, '^0.5.0', 'the kernel: it requires ^0.5.0, the site runs 0.4.1'],
    ['react', 'latest-ish', 'react: its range "latest-ish" cannot be read'],
  ])('a %s range %s is refused, saying which and why', (name, range, message) => {
    expect(sharedRefusal([share(name, range)], SHELL)).toBe(message);
  });

  test('every mismatch is named once', () => {
    expect(
      sharedRefusal([share('react', '^20.0.0'), share('react/', '^20.0.0'), share('mobx', '^8.0.0')], SHELL),
    ).toBe('react: it requires ^20.0.0, the site runs 19.3.1; mobx: it requires ^8.0.0, the site runs 7.1.3');
  });

  test('shares outside the checked singletons, without a range, or not a list are not judged', () => {
    expect(sharedRefusal([share('dayjs', '^9.0.0'), share('react', false), { name: 3 }], SHELL)).toBeNull();
    expect(sharedRefusal(undefined, SHELL)).toBeNull();
    expect(sharedRefusal({ react: '^20' }, SHELL)).toBeNull();
    expect(sharedRefusal([share('react', '^20.0.0')], {})).toBeNull();
  });
});
