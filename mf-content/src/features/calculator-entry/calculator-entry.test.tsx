import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { renderWithKernel, TEST_MOSCOW, TEST_SPB } from '@dostavka/shared-kernel/testing';
import { KernelProviders } from '@dostavka/shared-kernel/ui';
import { CARGO_TOTAL_LIMITS, readCalculatorQuery } from '@dostavka/shared-kernel/domain';
import { createBus } from '@dostavka/shared-kernel/bus';
import { RootStore } from '@dostavka/shared-kernel/stores';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { ensureContentTexts } from '../../i18n';
import { CalculatorEntry } from './calculator-entry';

beforeAll(async () => {
  await initI18n('ru');
  ensureContentTexts();
});

const weightField = () => screen.getByRole('textbox', { name: 'Вес, кг' });
/** Types into the weight as a visitor does: the field gets the focus first (the rules load then). */
const typeWeight = (value: string) => {
  fireEvent.focus(weightField());
  fireEvent.change(weightField(), { target: { value } });
};

describe('the calculator entry (react-final-form, the kernel weight rule)', () => {
  it("a weight over the calculator's total weight limit says so once the field was left, and nothing is opened", async () => {
    const { bus } = renderWithKernel(<CalculatorEntry from={TEST_SPB} to={TEST_MOSCOW} />);
    const navigate = jest.fn();
    bus.on('navigate', navigate);
    typeWeight('20000,5');
    expect(screen.queryByText('Общий вес — не больше 20 т')).not.toBeInTheDocument();
    fireEvent.blur(weightField());
    expect(await screen.findByText('Общий вес — не больше 20 т')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes what the calculator takes: 20 t opens the calculator, whose address keeps the weight', async () => {
    const { bus } = renderWithKernel(<CalculatorEntry from={TEST_SPB} to={TEST_MOSCOW} />);
    const navigate = jest.fn();
    bus.on('navigate', navigate);
    const limitKg = CARGO_TOTAL_LIMITS.weight.max / 1000;
    typeWeight(String(limitKg));
    fireEvent.blur(weightField());
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [[{ to }]] = navigate.mock.calls as [[{ to: string }]];
    const query = Object.fromEntries(new URL(to, 'http://site').searchParams);
    expect(readCalculatorQuery(query).totals?.weightKg).toBe(limitKg);
  });

  it('a weight typed with a comma opens the calculator with the cities and the weight', async () => {
    const { bus } = renderWithKernel(<CalculatorEntry from={TEST_SPB} to={TEST_MOSCOW} />);
    const navigate = jest.fn();
    bus.on('navigate', navigate);
    typeWeight('12,5');
    fireEvent.blur(weightField());
    fireEvent.click(screen.getByRole('button', { name: 'Рассчитать' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({
        to: `/calculator/?from=${TEST_SPB.slug}&to=${TEST_MOSCOW.slug}&weight=12.5`,
      }),
    );
  });

  it('renders on the server as a plain GET form with the cities', () => {
    const store = new RootStore({ api: {} as ApiClients, bus: createBus(), translate: (key) => key });
    const html = renderToString(
      <KernelProviders store={store} bus={createBus()}>
        <CalculatorEntry from={TEST_SPB} to={TEST_MOSCOW} />
      </KernelProviders>,
    );
    expect(html).toContain('action="/calculator/"');
    expect(html).toContain(`name="from" value="${TEST_SPB.slug}"`);
    expect(html).toContain('name="weight"');
  });
});
