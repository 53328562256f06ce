import * as kernel from './index';

describe('package root', () => {
  it.each([
    ['domain', 'normalizePhone'],
    ['bus', 'createBus'],
    ['config', 'readRuntimeConfig'],
    ['api', 'createApiClients'],
    ['stores', 'RootStore'],
    ['i18n', 'initI18n'],
    ['ui', 'KernelProviders'],
    ['routing', 'matchRoute'],
  ])('re-exports the %s area (%s)', (_area, name) => {
    expect(kernel).toHaveProperty(name, expect.any(Function));
  });
});
