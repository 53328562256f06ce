import { lazy, Suspense, type ComponentType } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { OpenFeature } from '@openfeature/web-sdk';
import type { FlagEvaluation } from '@dostavka/shared-kernel/domain';
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

function renderFlags(getFlags: () => Promise<FlagsAnswer>) {
  const api = fakeApi();
  api.user.getFlags.mockImplementation(getFlags);
  renderWithKernel(<WithFlags />, { api });
  return api;
}

afterEach(async () => {
  await OpenFeature.clearProviders();
});

describe('feature flags in the shell', () => {
  it('are not ready (every flag off) until the server has answered, then follow its evaluation', async () => {
    let answer: (value: FlagsAnswer) => void = () => undefined;
    const api = renderFlags(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // OpenFeature loads as a chunk of its own before it asks the server.
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
    const api = renderFlags(async () => ({ flags: { 'staff-tool': { value: on, reason: 'ROLE' } } }));
    expect(await screen.findByText('ready, staff off')).toBeInTheDocument();
    const asked = api.user.getFlags.mock.calls.length;
    on = true;
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(await screen.findByText('ready, staff on')).toBeInTheDocument();
    expect(api.user.getFlags.mock.calls.length).toBe(asked + 1);
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
