import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { createTestRoot, renderWithKernel } from '@dostavka/shared-kernel/testing';
import { KernelProviders } from '@dostavka/shared-kernel/ui-core';
import type { ReactNode } from 'react';
import { PageFramePlaceholder } from '@dostavka/shared-kernel/remote';
import { Middlewares } from './middleware';
import { HydrationRoot } from '../../app/use-hydrated';

beforeAll(() => initI18n('ru'));

const ordersFrame = (inside?: ReactNode) => (
  <PageFramePlaceholder page="orders" outline={{ main: [[480, 420]], gap: 2 }}>
    {inside}
  </PageFramePlaceholder>
);

describe('route middlewares', () => {
  it('an unknown middleware shows the spec message instead of the page', () => {
    renderWithKernel(
      <Middlewares names={['auth', 'billing']}>
        <p>page</p>
      </Middlewares>,
    );
    // 'auth' stops a guest first; the unknown name is reported for a signed-in user.
    expect(screen.queryByText('page')).not.toBeInTheDocument();
  });

  it('names the unknown middleware', () => {
    renderWithKernel(
      <Middlewares names={['billing']}>
        <p>page</p>
      </Middlewares>,
    );
    expect(screen.getByText('Unknown middleware billing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
  });

  it('a page drawn as its frame keeps its heading and lead above the request to sign in', () => {
    renderWithKernel(
      <Middlewares names={['auth']} frame={ordersFrame}>
        <p>page</p>
      </Middlewares>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('История заказов');
    expect(screen.getByText('Ваши заказы, накладные и даты доставки.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Войдите, чтобы открыть эту страницу',
    );
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
  });

  it("hydrating a guest's page keeps the heading the server drew (the same node) and replaces only the outline", async () => {
    const { root, bus } = createTestRoot({ withRealtime: false });
    const tree = (
      <HydrationRoot>
        <KernelProviders store={root} bus={bus}>
          <Middlewares names={['auth']} frame={ordersFrame}>
            <p>page</p>
          </Middlewares>
        </KernelProviders>
      </HydrationRoot>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent('История заказов');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('h2')).toHaveTextContent('Войдите, чтобы открыть эту страницу');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(root.modals.isShown('auth')).toBe(true);
    container.remove();
  });

  it('auth asks a guest to sign in and lets a signed-in user through', async () => {
    const { store } = renderWithKernel(
      <Middlewares names={['auth']}>
        <p>page</p>
      </Middlewares>,
    );
    expect(screen.queryByText('page')).not.toBeInTheDocument();
    expect(store.modals.isShown('auth')).toBe(true);
    act(() => {
      store.auth.jwt = { accessToken: 'a', refreshToken: 'r' };
    });
    expect(await screen.findByText('page')).toBeInTheDocument();
  });

  it('on the server (and while hydrating) a checked page shows its frame, whoever the visitor is', () => {
    for (const signedIn of [false, true]) {
      const { root, bus } = createTestRoot({ withRealtime: false });
      if (signedIn) root.auth.jwt = { accessToken: 'a', refreshToken: 'r' };
      const html = renderToString(
        <HydrationRoot>
          <KernelProviders store={root} bus={bus}>
            <Middlewares names={['auth']} frame={(inside) => <div>{inside ?? <p>frame</p>}</div>}>
              <p>page</p>
            </Middlewares>
          </KernelProviders>
        </HydrationRoot>,
      );
      expect(html).toContain('frame');
      expect(html).not.toContain('page');
      expect(root.modals.isShown('auth')).toBe(false);
    }
  });

  it('in the browser the checks decide at once; the outline is only for the server’s markup', () => {
    renderWithKernel(
      <Middlewares names={['auth']} frame={(inside) => <div>{inside ?? <p>outline</p>}</div>}>
        <p>page</p>
      </Middlewares>,
    );
    expect(screen.queryByText('outline')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});
