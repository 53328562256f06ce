/**
 * @jest-environment-options {"url": "http://site.test/calculator/"}
 */
/** The shell follows the remote registry without a restart (issue 14). */
import { KERNEL_VERSION } from '@dostavka/shared-kernel/domain';
import type * as KernelContract from './kernel-contract';
import type * as Remotes from './remotes';

const runtime = {
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async () => ({ bootstrap: [], mount: [], unmount: [] })),
};
jest.mock('@module-federation/enhanced/runtime', () => runtime);
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = () => require('./remotes') as typeof Remotes;

function documentWith(config: unknown) {
  document.body.innerHTML = `<script id="dostavka-config" type="application/json">${JSON.stringify(config)}</script>`;
}

const answer = (status: number, body?: unknown, etag?: string) =>
  ({
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name === 'etag' ? (etag ?? null) : null) },
    json: async () => body,
  }) as unknown as Response;

const reload = jest.fn();

beforeEach(() => {
  jest.resetModules();
  jest.clearAllMocks();
  documentWith({
    api: { user: '/api/user', content: '/api/content', calculator: '/api/calculator', admin: '/api/admin' },
    realtime: { url: '', path: '/socket.io' },
    remotes: { mf_calculator: '/mf/calculator/mf-manifest.json', mf_order: '/mf/order/mf-manifest.json' },
    remotesTag: 'tag-1',
  });
});

test("the first page uses the document's registry; the next navigation asks with If-None-Match", async () => {
  const fetchMock = jest.fn(async () => answer(304));
  global.fetch = fetchMock as never;
  const remotes = load();
  await remotes.loadRemotePages('mf_calculator', reload);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(runtime.registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_calculator', entry: 'http://site.test/mf/calculator/mf-manifest.json' },
    { name: 'mf_order', entry: 'http://site.test/mf/order/mf-manifest.json' },
  ]);
  await remotes.loadRemotePages('mf_order', reload);
  expect(fetchMock).toHaveBeenCalledWith(
    '/remotes.json',
    expect.objectContaining({ headers: expect.objectContaining({ 'if-none-match': '"tag-1"' }) }),
  );
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
});

test('a new version of a remote not yet run here is registered anew, without a reload', async () => {
  const next = {
    mf_calculator: '/mf/calculator/mf-manifest.json',
    mf_order: 'https://cdn.test/order/2.0.0/mf-manifest.json',
  };
  global.fetch = jest.fn(async () => answer(200, next, '"tag-2"')) as never;
  const remotes = load();
  await remotes.loadRemotePages('mf_calculator', reload);
  await remotes.loadRemotePages('mf_order', reload);
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_order', entry: 'https://cdn.test/order/2.0.0/mf-manifest.json' }],
    { force: true },
  );
  expect(remotes.manifestUrlOf('mf_order')).toBe('https://cdn.test/order/2.0.0/mf-manifest.json');
  expect(reload).not.toHaveBeenCalled();
});

test('a new version of a remote that already runs in the tab loads a fresh document', async () => {
  global.fetch = jest.fn(async () =>
    answer(
      200,
      {
        mf_calculator: 'https://cdn.test/calc/1.4.2/mf-manifest.json',
        mf_order: '/mf/order/mf-manifest.json',
      },
      '"t"',
    ),
  ) as never;
  const remotes = load();
  await remotes.loadRemotePages('mf_calculator', reload);
  await remotes.loadRemotePages('mf_order', reload);
  expect(reload).not.toHaveBeenCalled();
  // The order area's check saw the calculator's change (the server now answers 304 for that
  // tag): the calculator's next visit loads a fresh document all the same.
  global.fetch = jest.fn(async () => answer(304)) as never;
  void remotes.loadRemotePages('mf_calculator', reload);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a failed check keeps the registry as it is', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('offline');
  }) as never;
  const remotes = load();
  await remotes.loadRemotePages('mf_calculator', reload);
  await expect(remotes.loadRemotePages('mf_order', reload)).resolves.toBeDefined();
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
});

describe('the kernel contract', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const contract = () => require('./kernel-contract') as typeof KernelContract;

  test("a remote whose range accepts the shell's kernel loads; any other is refused before its code runs", async () => {
    const { kernelContractPlugin, kernelRefusal } = contract();
    expect(
      kernelRefusal({ name: 'mf_calculator', metaData: { dostavka: { kernel: `^${KERNEL_VERSION}` } } }),
    ).toBeNull();
    expect(kernelRefusal({ name: 'mf_calculator', metaData: { dostavka: { kernel: '^9.0.0' } } })).toBe(
      `mf_calculator was built for kernel ^9.0.0; this shell runs kernel ${KERNEL_VERSION}`,
    );
    expect(kernelRefusal({ name: 'mf_calculator', metaData: {} })).toMatch(/names no kernel range/);
    const plugin = kernelContractPlugin();
    const args = (kernel: string) =>
      ({ from: 'manifest', manifestJson: { name: 'mf_order', metaData: { dostavka: { kernel } } } }) as never;
    const hook = plugin.loadRemoteSnapshot as (args: unknown) => unknown;
    expect(hook(args(`^${KERNEL_VERSION}`))).toBeDefined();
    expect(() => hook(args('^9.0.0'))).toThrow(
      /Incompatible remote: mf_order was built for kernel \^9\.0\.0/,
    );
  });

  test('a remote requiring another major of a singleton than the shell runs is refused the same way', () => {
    const { kernelContractPlugin } = contract();
    const hook = kernelContractPlugin().loadRemoteSnapshot as (args: unknown) => unknown;
    // The host's shares as the federation runtime registered them from the shell's build.
    const options = {
      shared: { react: [{ version: '19.3.1', from: 'shell' }], mobx: [{ version: '7.1.3' }] },
    };
    const args = (react: string, kernel = `^${KERNEL_VERSION}`) =>
      ({
        from: 'manifest',
        options,
        manifestJson: {
          name: 'mf_order',
          metaData: { dostavka: { kernel: `^${KERNEL_VERSION}` } },
          shared: [
            { name: 'react', version: react.slice(1), requiredVersion: react, singleton: true },
            { name: 'mobx', version: '7.1.3', requiredVersion: '^7.1.3', singleton: true },
            { name: '@dostavka/shared-kernel/domain', version: KERNEL_VERSION, requiredVersion: kernel },
          ],
        },
      }) as never;
    expect(hook(args('^19.3.1'))).toBeDefined();
    expect(() => hook(args('^20.0.0'))).toThrow(
      'Incompatible remote: mf_order shares react: it requires ^20.0.0, the site runs 19.3.1',
    );
    // A kernel entry point's own range is compared too, not only the manifest's metaData.
    expect(() => hook(args('^19.3.1', '^9.0.0'))).toThrow(/shares the kernel: it requires \^9\.0\.0/);
  });
});
