import { Suspense, use, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { SsrSlotProvider, useClaimedSlot, type SsrSlot } from './ssr-slot';

function Area({ path }: { path: string }): ReactElement {
  const slot = useClaimedSlot(path);
  return <p>{slot ? `server markup ${slot.html}` : 'rendered anew'}</p>;
}

function Gate({ until }: { until: Promise<void> }): null {
  use(until);
  return null;
}

describe('the server-rendered slot', () => {
  it('is still there for the render React keeps after throwing away one that suspended', async () => {
    const slot: SsrSlot = { path: '/route/', html: '<h1>x</h1>' };
    let open = () => {};
    const until = new Promise<void>((resolve) => (open = resolve));
    await act(async () => {
      render(
        <SsrSlotProvider value={slot}>
          <Suspense fallback={<p>loading</p>}>
            <Area path="/route/" />
            <Gate until={until} />
          </Suspense>
        </SsrSlotProvider>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => open());
    expect(await screen.findByText('server markup <h1>x</h1>')).toBeInTheDocument();
    expect(slot.claimed).toBe(true);
  });

  it('goes to the first area at its address only: a later one renders anew', () => {
    const slot: SsrSlot = { path: '/route/', html: '<h1>x</h1>' };
    const first = render(
      <SsrSlotProvider value={slot}>
        <Area path="/route/" />
      </SsrSlotProvider>,
    );
    expect(screen.getByText('server markup <h1>x</h1>')).toBeInTheDocument();
    first.unmount();
    render(
      <SsrSlotProvider value={slot}>
        <Area path="/route/" />
      </SsrSlotProvider>,
    );
    expect(screen.getByText('rendered anew')).toBeInTheDocument();
  });

  it('is not for another address', () => {
    render(
      <SsrSlotProvider value={{ path: '/route/', html: '<h1>x</h1>' }}>
        <Area path="/about/" />
      </SsrSlotProvider>,
    );
    expect(screen.getByText('rendered anew')).toBeInTheDocument();
  });
});
