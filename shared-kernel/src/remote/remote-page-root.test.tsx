/** @jest-environment jsdom */
import { act, lazy } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createBus } from '@dostavka/shared-kernel/bus';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { RootStore } from '@dostavka/shared-kernel/stores';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { RemotePageRoot } from './remote-page-root';
import type { PageComponent, RemotePageProps } from './types';

beforeAll(() => initI18n('ru'));

function pageProps(): RemotePageProps {
  const bus = createBus();
  const store = new RootStore({ api: {} as ApiClients, bus, translate: (key) => key });
  return { page: 'home', route: 'home', params: {}, query: {}, store, bus };
}

const Home: PageComponent = () => <p id="server-page">Грузоперевозки по России</p>;

describe('RemotePageRoot hydrating a server-rendered page', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('marks the page alive without forcing its pending part to render anew (the mark is a transition)', async () => {
    const props = pageProps();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RemotePageRoot remote="mf_content" Page={Home} props={props} />);
    document.body.append(container);
    const serverPage = container.querySelector('#server-page');
    expect(serverPage).not.toBeNull();

    // The page's code is still on its way when the root hydrates: React leaves its Suspense
    // boundary dehydrated (the server's markup stays) and hydrates it when the code is there.
    let arrive: (page: { default: PageComponent }) => void = () => undefined;
    const LatePage = lazy(() => new Promise<{ default: PageComponent }>((resolve) => (arrive = resolve)));
    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, <RemotePageRoot remote="mf_content" Page={LatePage} props={props} />, {
        onRecoverableError: recoverable,
      });
    });
    // An urgent update reaching the dehydrated boundary would make React give up the server's
    // markup (a loader instead of the page, and a recoverable error); the transition waits.
    expect(container.querySelector('#server-page')).toBe(serverPage);
    expect(container.querySelector('[data-alive]')).toBeNull();

    await act(async () => arrive({ default: Home }));
    expect(container.querySelector('#server-page')).toBe(serverPage);
    expect(container.querySelector('[data-remote="mf_content"]')?.hasAttribute('data-alive')).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
