import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import { CurrentPathProvider } from './current-path';
import { CountBadge, MenuCountsProvider, useMenuCounts } from './menu-counts';

const flags = { ready: true, on: true, refresh: jest.fn() };
jest.mock('../flags/flags-context', () => ({
  useFlags: () => ({ ready: flags.ready, isOn: () => flags.on, refresh: flags.refresh }),
}));

beforeAll(() => initI18n('ru'));
beforeEach(() => {
  flags.on = true;
  flags.refresh.mockClear();
});

function Probe() {
  const counts = useMenuCounts();
  const navigate = useNavigate();
  return (
    <>
      <span>
        Входящие
        <CountBadge count={counts.inboxNew} />
      </span>
      <button onClick={() => void navigate('/tracking/')}>go</button>
    </>
  );
}

/** The path as the application's frame gives it (ShellFrame). */
function RouterPath({ children }: { children: ReactNode }) {
  return <CurrentPathProvider value={useLocation().pathname}>{children}</CurrentPathProvider>;
}

function renderCounts(answers: number[]) {
  const api = fakeApi();
  for (const count of answers) api.user.staffInboxCount.mockResolvedValueOnce({ new: count });
  const kernel = renderWithKernel(
    <MemoryRouter initialEntries={['/']}>
      <RouterPath>
        <MenuCountsProvider>
          <Probe />
        </MenuCountsProvider>
      </RouterPath>
    </MemoryRouter>,
    { api: api as unknown as ApiClients },
  );
  return { api, ...kernel };
}

test('the inbox count shows beside the entry, asked again on navigation and when the inbox changes an item', async () => {
  const { api, bus } = renderCounts([3, 2, 1]);
  expect(await screen.findByLabelText('новых: 3')).toHaveTextContent('3');
  // The first page's flags were just loaded: no refresh yet.
  expect(flags.refresh).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  expect(await screen.findByLabelText('новых: 2')).toBeInTheDocument();
  expect(flags.refresh).toHaveBeenCalledTimes(1);

  act(() => bus.emit('staff:inbox-changed', { id: 'i1', state: 'in_progress' }));
  expect(await screen.findByLabelText('новых: 1')).toBeInTheDocument();
  expect(api.user.staffInboxCount).toHaveBeenCalledTimes(3);
});

test('nothing is asked, nor shown, while the inbox flag is off', async () => {
  flags.on = false;
  const { api } = renderCounts([5]);
  await waitFor(() => expect(screen.getByText('Входящие')).toBeInTheDocument());
  expect(api.user.staffInboxCount).not.toHaveBeenCalled();
  expect(document.querySelector('[data-menu-count]')).toBeNull();
});
