import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { createTestRoot, renderWithKernel } from '@dostavka/shared-kernel/testing';
import { KernelProviders } from '@dostavka/shared-kernel/ui-core';
import { Middlewares } from './middleware';
import { HydrationRoot } from '../../app/use-hydrated';

beforeAll(() => initI18n('ru'));

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
            <Middlewares names={['auth']} pending={<p>frame</p>}>
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

  it('in the browser the checks decide at once; the frame is only for the server’s markup', () => {
    renderWithKernel(
      <Middlewares names={['auth']} pending={<p>frame</p>}>
        <p>page</p>
      </Middlewares>,
    );
    expect(screen.queryByText('frame')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});
