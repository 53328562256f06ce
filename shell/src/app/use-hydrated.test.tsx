import { act, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationRoot, useHydrated } from './use-hydrated';

/** Writes each render's answer, and shows the visitor's part once hydrated. */
function Probe({ seen }: { seen: boolean[] }): ReactElement {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'account' : 'sign in'}</span>;
}

/** A probe mounted on demand: the way a page's part appears after the start. */
function Later({ seen }: { seen: boolean[] }): ReactElement {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button onClick={() => setShown(true)}>show</button>
      {shown && <Probe seen={seen} />}
    </>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

test('what the server renders for a root it will hydrate is the guest state', () => {
  const html = renderToString(
    <HydrationRoot>
      <Probe seen={[]} />
    </HydrationRoot>,
  );
  expect(html).toContain('sign in');
});

test('a hydrating root renders as the server did, then switches without a hydration error', async () => {
  const container = document.createElement('div');
  container.innerHTML = '<span>sign in</span><button>show</button>';
  document.body.append(container);
  const errors: unknown[] = [];
  const seen: boolean[] = [];
  const later: boolean[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <HydrationRoot>
        <Probe seen={seen} />
        <Later seen={later} />
      </HydrationRoot>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  expect(errors).toEqual([]);
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  expect(container.querySelector('span')).toHaveTextContent('account');
  // Mounted after the root committed: true from its first render.
  await act(async () => container.querySelector('button')!.click());
  expect(later).toEqual([true]);
  container.remove();
});

test('a root rendered in the browser is hydrated from its first render', async () => {
  const container = document.createElement('div');
  const seen: boolean[] = [];
  await act(async () => createRoot(container).render(<Probe seen={seen} />));
  expect(seen).toEqual([true]);
});
