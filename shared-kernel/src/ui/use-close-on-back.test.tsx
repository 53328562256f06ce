import { StrictMode, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router';
import { isDialogEntry, useCloseOnBack } from './use-close-on-back';

/** The browser's Back (or Forward), as the visitor presses it: done once the popstate is handled. */
async function back(delta = -1): Promise<void> {
  await act(
    () =>
      new Promise<void>((done) => {
        window.addEventListener('popstate', () => done(), { once: true });
        window.history.go(delta);
      }),
  );
}

/** The entries are in step with the dialogs (a dialog's entry is pushed or taken away after the render). */
const settled = (dialogEntry: boolean) => waitFor(() => expect(isDialogEntry()).toBe(dialogEntry));

/**
 * A page's own entry, told apart from those the dialogs push by what the page keeps in its state.
 * Pushed, so that no entry is ahead of it and the history's length counts what comes after.
 */
function pageEntry(path = '/calculator/'): void {
  window.history.pushState({ page: path }, '', path);
}

// What an earlier test left (a dialog's entry stepped over once it was unmounted) is over.
beforeEach(() => settled(false));

function Picker({ name, children }: { name: string; children?: ReactNode }): ReactElement {
  const [open, setOpen] = useState(false);
  useCloseOnBack(open, () => setOpen(false));
  return (
    <>
      <button onClick={() => setOpen(true)}>{`open ${name}`}</button>
      {open && (
        <div role="dialog" aria-label={name}>
          <button onClick={() => setOpen(false)}>{`choose in ${name}`}</button>
          {children}
        </div>
      )}
    </>
  );
}

describe('useCloseOnBack', () => {
  it('an open dialog has an entry of the page’s address; Back closes it and leaves the page where it was', async () => {
    pageEntry();
    const length = window.history.length;
    render(<Picker name="Куда" />);
    fireEvent.click(screen.getByRole('button', { name: 'open Куда' }));
    await settled(true);
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/calculator/');
    expect(window.history.state).toMatchObject({ page: '/calculator/' });

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/calculator/');
    expect(window.history.state).toEqual({ page: '/calculator/' });
    expect(isDialogEntry()).toBe(false);
  });

  it('a dialog closed by its own means takes its entry away, without closing anything else', async () => {
    pageEntry();
    const length = window.history.length;
    const { container } = render(
      <>
        <Picker name="Откуда" />
        <Picker name="Куда" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open Куда' }));
    await settled(true);
    fireEvent.click(screen.getByRole('button', { name: 'choose in Куда' }));
    await settled(false);
    expect(window.history.state).toEqual({ page: '/calculator/' });
    expect(container.querySelector('[role="dialog"]')).toBeNull();

    // The page's entry is the current one again: the next dialog pushes one entry, not two.
    fireEvent.click(screen.getByRole('button', { name: 'open Откуда' }));
    await settled(true);
    expect(window.history.length).toBe(length + 1);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a dialog opened from a dialog: Back closes the top one, then the one under it', async () => {
    pageEntry();
    render(
      <Picker name="Заказ">
        <Picker name="Дата" />
      </Picker>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open Заказ' }));
    await settled(true);
    fireEvent.click(screen.getByRole('button', { name: 'open Дата' }));
    await waitFor(() => expect(window.history.state).toMatchObject({ dostavkaDialog: { depth: 2 } }));

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Дата' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Заказ' })).toBeInTheDocument();
    expect(isDialogEntry()).toBe(true);

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Заказ' })).not.toBeInTheDocument());
    expect(window.history.state).toEqual({ page: '/calculator/' });
  });

  it('the inner dialog closed by its own means leaves the outer one its entry', async () => {
    pageEntry();
    render(
      <Picker name="Заказ">
        <Picker name="Дата" />
      </Picker>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open Заказ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'open Дата' }));
    await waitFor(() => expect(window.history.state).toMatchObject({ dostavkaDialog: { depth: 2 } }));
    fireEvent.click(screen.getByRole('button', { name: 'choose in Дата' }));
    await waitFor(() => expect(window.history.state).toMatchObject({ dostavkaDialog: { depth: 1 } }));
    expect(screen.getByRole('dialog', { name: 'Заказ' })).toBeInTheDocument();
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.history.state).toEqual({ page: '/calculator/' });
  });

  it('a dialog that closes as another opens hands its entry over', async () => {
    function Menu(): ReactElement {
      const [shown, setShown] = useState<'menu' | 'form' | null>(null);
      useCloseOnBack(shown === 'menu', () => setShown(null));
      useCloseOnBack(shown === 'form', () => setShown(null));
      return (
        <>
          <button onClick={() => setShown('menu')}>menu</button>
          {shown === 'menu' && <button onClick={() => setShown('form')}>write to us</button>}
          {shown === 'form' && <div role="dialog" aria-label="form" />}
        </>
      );
    }
    pageEntry();
    const length = window.history.length;
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    await settled(true);
    fireEvent.click(screen.getByRole('button', { name: 'write to us' }));
    expect(screen.getByRole('dialog', { name: 'form' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(window.history.length).toBe(length + 1);
    expect(isDialogEntry()).toBe(true);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('StrictMode’s second mount pushes no second entry', async () => {
    pageEntry();
    const length = window.history.length;
    render(
      <StrictMode>
        <Picker name="Куда" />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open Куда' }));
    await settled(true);
    expect(window.history.length).toBe(length + 1);
    fireEvent.click(screen.getByRole('button', { name: 'choose in Куда' }));
    await settled(false);
    expect(window.history.state).toEqual({ page: '/calculator/' });
  });

  it('after a reload, the entry a dialog had pushed before is a page entry like any other', async () => {
    window.history.pushState(
      { page: '/calculator/', dostavkaDialog: { doc: 'before-reload', depth: 1 } },
      '',
    );
    expect(isDialogEntry()).toBe(false);
    render(<Picker name="Куда" />);
    fireEvent.click(screen.getByRole('button', { name: 'open Куда' }));
    await settled(true);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.history.state).toMatchObject({ dostavkaDialog: { doc: 'before-reload' } });
  });

  it('a dialog’s own address is on its entry only: Back shows the page’s address again', async () => {
    function Order(): ReactElement {
      const [open, setOpen] = useState(false);
      useCloseOnBack(open, () => setOpen(false), '?order=A-00000001');
      return open ? (
        <div role="dialog" aria-label="order" />
      ) : (
        <button onClick={() => setOpen(true)}>open</button>
      );
    }
    pageEntry('/profile/orders/');
    render(<Order />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await settled(true);
    expect(window.location.search).toBe('?order=A-00000001');
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(`${window.location.pathname}${window.location.search}`).toBe('/profile/orders/');
  });
});

/**
 * jsdom has no fetch API, and the data router makes a Request for every navigation (for the
 * loaders, which these routes do not have): its address and signal are all it reads.
 */
class NavigationRequest {
  readonly method = 'GET';
  readonly url: string;
  readonly signal: AbortSignal | undefined;
  constructor(url: string | URL, init?: { signal?: AbortSignal }) {
    this.url = String(url);
    this.signal = init?.signal;
  }
}

describe('useCloseOnBack under the shell’s router', () => {
  beforeAll(() => {
    globalThis.Request ??= NavigationRequest as unknown as typeof Request;
  });
  let mounts = 0;

  /** The calculator: a form whose field keeps what was typed, and the «Куда» picker. */
  function Calculator(): ReactElement {
    const mounted = useRef(false);
    if (!mounted.current) {
      mounted.current = true;
      mounts += 1;
    }
    const [weight, setWeight] = useState('');
    return (
      <main>
        <label>
          Вес
          <input value={weight} onChange={(event) => setWeight(event.target.value)} />
        </label>
        <Picker name="Куда" />
        <Leave />
      </main>
    );
  }

  /** A link of a full-screen menu: the menu closes as the router goes to another page. */
  function Leave(): ReactElement {
    const navigate = useNavigate();
    const [open, setOpen] = useState(false);
    useCloseOnBack(open, () => setOpen(false));
    return open ? (
      <div role="dialog" aria-label="menu">
        <button
          onClick={() => {
            setOpen(false);
            void navigate('/tracking/', { replace: isDialogEntry() });
          }}
        >
          tracking
        </button>
      </div>
    ) : (
      <button onClick={() => setOpen(true)}>menu</button>
    );
  }

  function renderRouter() {
    window.history.replaceState(null, '', '/');
    mounts = 0;
    const router = createBrowserRouter([
      { path: '/', element: <h1>home</h1> },
      { path: '/calculator/', element: <Calculator /> },
      { path: '/tracking/', element: <h1>tracking</h1> },
    ]);
    const view = render(<RouterProvider router={router} />);
    return { router, ...view };
  }

  let router: ReturnType<typeof createBrowserRouter> | null = null;
  afterEach(() => router?.dispose());

  it('/ → /calculator/ → «Куда» → Back: the picker closes, the page and its form stay; Back again: /', async () => {
    const view = renderRouter();
    router = view.router;
    await act(() => view.router.navigate('/calculator/'));
    fireEvent.change(screen.getByLabelText('Вес'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'open Куда' }));
    await settled(true);

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/calculator/');
    expect(screen.getByLabelText('Вес')).toHaveValue('120');
    expect(mounts).toBe(1);

    await back();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('a dialog closed by its own means: the router stays, and the next Back leaves the page', async () => {
    const view = renderRouter();
    router = view.router;
    await act(() => view.router.navigate('/calculator/'));
    fireEvent.change(screen.getByLabelText('Вес'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'open Куда' }));
    await settled(true);
    fireEvent.click(screen.getByRole('button', { name: 'choose in Куда' }));
    await settled(false);
    expect(view.router.state.location.pathname).toBe('/calculator/');
    expect(screen.getByLabelText('Вес')).toHaveValue('7');
    expect(mounts).toBe(1);

    await back();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('a dialog left for another page: its entry becomes that page, and Back returns to the page under it', async () => {
    const view = renderRouter();
    router = view.router;
    await act(() => view.router.navigate('/calculator/'));
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    await settled(true);
    fireEvent.click(screen.getByRole('button', { name: 'tracking' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/tracking/'));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(view.router.state.location.pathname).toBe('/tracking/');
    expect(isDialogEntry()).toBe(false);

    await back();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/calculator/'));
    // Forward goes to the page left for: no entry of the closed menu is in between.
    await back(1);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/tracking/'));
    await back();
    await back();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });
});
