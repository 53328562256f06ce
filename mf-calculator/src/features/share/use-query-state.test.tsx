import { act, renderHook } from '@testing-library/react';
import { PACKAGING_PRESETS } from '@dostavka/shared-kernel/domain';
import { isDialogEntry, useCloseOnBack } from '@dostavka/shared-kernel/ui';
import { calculatorKernel, FLEET, MOSCOW, SPB } from '../../test-support';
import { useQueryState } from './use-query-state';

const pallet = PACKAGING_PRESETS.find((preset) => preset.slug === 'pallet')!;
const queryOf = (to: string) => Object.fromEntries(new URLSearchParams(to.split('?')[1] ?? ''));

function setup() {
  jest.useFakeTimers();
  const kernel = calculatorKernel();
  kernel.api.content.getCars.mockResolvedValue({ data: { data: FLEET } });
  kernel.api.content.getPopularCities.mockResolvedValue([SPB, MOSCOW]);
  const navigations: string[] = [];
  kernel.bus.on('navigate', ({ to }) => navigations.push(to));
  const hook = renderHook(({ query }) => useQueryState(kernel.store, kernel.bus, 'calculator', query), {
    initialProps: { query: {} as Record<string, string> },
  });
  return { ...kernel, navigations, hook };
}

afterEach(() => jest.useRealTimers());

test("an address the router hands back late is the calculator's own echo: the visitor's newer input stays", async () => {
  const { store, navigations, hook } = setup();
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  expect(hook.result.current.ready).toBe(true);

  // The visitor's first input is written to the address after the typing delay...
  const { id } = store.delivery.addCargo(pallet);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(400);
  });
  const first = navigations.at(-1)!;
  expect(first).toContain('cargo=pallet');
  // ...and before a busy router hands that address back, the visitor adds one more pallet.
  act(() => store.delivery.updateCargo(id, { quantity: 2 }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(400);
  });
  const second = navigations.at(-1)!;
  expect(second).not.toBe(first);

  // The router now delivers the first address, then the second.
  hook.rerender({ query: queryOf(first) });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  expect(store.delivery.cargos[0]!.quantity).toBe(2);
  hook.rerender({ query: queryOf(second) });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  expect(store.delivery.cargos[0]!.quantity).toBe(2);

  // An address from elsewhere (a shared link followed on the same page) still fills the form.
  hook.rerender({ query: queryOf(first) });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  expect(store.delivery.cargos[0]!.quantity).toBe(1);
});

test('while a dialog’s history entry is the current one (the city picker) the address waits, then goes on the page’s entry', async () => {
  const { store, navigations } = setup();
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  const picker = renderHook(({ open }) => useCloseOnBack(open, () => undefined), {
    initialProps: { open: true },
  });
  await act(async () => {
    await Promise.resolve();
  });
  expect(isDialogEntry()).toBe(true);
  const before = navigations.length;
  act(() => void store.delivery.addCargo(pallet));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(navigations).toHaveLength(before);

  picker.rerender({ open: false });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(isDialogEntry()).toBe(false);
  expect(navigations.at(-1)).toContain('cargo=pallet');
});
