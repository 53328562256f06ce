import { lazy, Suspense, type ComponentType } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { FlagEvaluation, ProfileUser } from '@dostavka/shared-kernel/domain';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import { useStore } from '@dostavka/shared-kernel/ui';
import { FlagsProvider, useFlags } from './flags-context';

type FlagsAnswer = { flags: Record<string, FlagEvaluation> };

function Probe() {
  const flags = useFlags();
  return (
    <>
      <p>{flags.ready ? `ready, staff ${flags.isOn('staff-tool') ? 'on' : 'off'}` : 'waiting'}</p>
      <button onClick={() => flags.refresh()}>navigate</button>
    </>
  );
}

function WithFlags() {
  return (
    <FlagsProvider store={useStore()}>
      <Probe />
    </FlagsProvider>
  );
}

const signIn = (store: RootStore, user: ProfileUser) =>
  runInAction(() => {
    store.profile.user = user;
  });

function renderFlags(getFlags: () => Promise<FlagsAnswer>) {
  const api = fakeApi();
  api.user.getFlags.mockImplementation(getFlags);
  const { store } = renderWithKernel(<WithFlags />, { api });
  return { api, store };
}

afterEach(() => jest.restoreAllMocks());

describe('feature flags in the shell', () => {
  it('are not ready (every flag off) until the server has answered, then follow its evaluation', async () => {
    let answer: (value: FlagsAnswer) => void = () => undefined;
    const { api } = renderFlags(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await waitFor(() => expect(api.user.getFlags).toHaveBeenCalled());
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => answer({ flags: { 'staff-tool': { value: true, reason: 'TARGETING_MATCH' } } }));
    expect(await screen.findByText('ready, staff on')).toBeInTheDocument();
  });

  it('are ready with every flag off when the server cannot be asked', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFlags(async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('ready, staff off')).toBeInTheDocument();
  });

  it('a refresh (every navigation) asks the server again and follows a changed flag', async () => {
    let on = false;
    const { api } = renderFlags(async () => ({ flags: { 'staff-tool': { value: on, reason: 'ROLE' } } }));
    expect(await screen.findByText('ready, staff off')).toBeInTheDocument();
    const asked = api.user.getFlags.mock.calls.length;
    on = true;
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(await screen.findByText('ready, staff on')).toBeInTheDocument();
    expect(api.user.getFlags.mock.calls.length).toBe(asked + 1);
  });

  /** The server answers the staff tool on while `online.now`; else the request fails. */
  const answeredWhile = (online: { now: boolean }) => async (): Promise<FlagsAnswer> => {
    if (!online.now) throw new Error('offline');
    return { flags: { 'staff-tool': { value: true, reason: 'ROLE' } } };
  };

  it('a failed refresh keeps the flags known, without a new error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = { now: true };
    renderFlags(answeredWhile(online));
    expect(await screen.findByText('ready, staff on')).toBeInTheDocument();
    online.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    await act(async () => undefined);
    expect(screen.getByText('ready, staff on')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('a failed start is asked again at the next navigation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = { now: false };
    renderFlags(answeredWhile(online));
    expect(await screen.findByText('ready, staff off')).toBeInTheDocument();
    online.now = true;
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(await screen.findByText('ready, staff on')).toBeInTheDocument();
  });

  it('are asked for again when the visitor signs in, for the user, and the later answer wins', async () => {
    const answers: Array<(value: FlagsAnswer) => void> = [];
    const { api, store } = renderFlags(() => new Promise((resolve) => answers.push(resolve)));
    await waitFor(() => expect(api.user.getFlags).toHaveBeenCalledTimes(1));
    const guest = api.user.getFlags.mock.calls[0]![0];
    expect(guest).not.toBe('u1');
    act(() => signIn(store, { uuid: 'u1', email: 'ivan@mail.ru', role: { slug: 'ADMIN', level: 5 } }));
    expect(api.user.getFlags).toHaveBeenCalledTimes(2);
    expect(api.user.getFlags).toHaveBeenLastCalledWith('u1');
    // The user's answer, then the guest's late one: the guest's is not shown.
    await act(async () => answers[1]!({ flags: { 'staff-tool': { value: true, reason: 'ROLE' } } }));
    expect(await screen.findByText('ready, staff on')).toBeInTheDocument();
    await act(async () => answers[0]!({ flags: { 'staff-tool': { value: false, reason: 'STATIC' } } }));
    expect(screen.getByText('ready, staff on')).toBeInTheDocument();
  });

  it('stop asking when the provider goes', async () => {
    const { api, store } = renderFlags(async () => ({ flags: {} }));
    expect(await screen.findByText('ready, staff off')).toBeInTheDocument();
    const asked = api.user.getFlags.mock.calls.length;
    cleanup();
    signIn(store, { uuid: 'u2', email: 'olga@mail.ru', role: { slug: 'USER', level: 1 } });
    expect(api.user.getFlags.mock.calls.length).toBe(asked);
  });

  it('arrive as a transition: what they bring may load without the page falling back to a loader', async () => {
    // An urgent update reaching server markup React has not hydrated yet makes it hydrate that
    // markup at once, in one blocking task (or give it up for a loader); in a transition React
    // hydrates in slices first. What shows it here: a flagged part whose code is still loading
    // keeps the page as it was instead of showing the Suspense fallback.
    let answer: (value: FlagsAnswer) => void = () => undefined;
    let arrive: (tool: { default: ComponentType }) => void = () => undefined;
    const StaffTool = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    function Page() {
      const flags = useFlags();
      return flags.isOn('staff-tool') ? <StaffTool /> : <p>Грузоперевозки по России</p>;
    }
    const api = fakeApi();
    api.user.getFlags.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithKernel(
      ({ store }) => (
        <FlagsProvider store={store}>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </FlagsProvider>
      ),
      { api },
    );
    await waitFor(() => expect(api.user.getFlags).toHaveBeenCalled());
    await act(async () => answer({ flags: { 'staff-tool': { value: true, reason: 'TARGETING_MATCH' } } }));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Грузоперевозки по России')).toBeInTheDocument();
    await act(async () => arrive({ default: () => <p>staff tool</p> }));
    expect(await screen.findByText('staff tool')).toBeInTheDocument();
  });
});
