import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { useBus, useStore } from './contexts';
import { notify, useNotify } from './notify';
import { renderWithKernel } from './test-kernel';

beforeAll(() => initI18n('ru'));

function Probe(): ReactElement {
  const store = useStore();
  const bus = useBus();
  const theme = useTheme();
  const { t } = useTranslation();
  const say = useNotify();
  return (
    <button type="button" onClick={() => say('Готово', 'success')}>
      {[
        t('nav.tracking'),
        theme.breakpoints.values['2xl'],
        store.switcher.letter ?? 'no letter',
        typeof bus.emit,
      ].join('|')}
    </button>
  );
}

describe('KernelProviders', () => {
  it('gives children the store, the bus, the theme and the translations', () => {
    renderWithKernel(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('Отслеживание|1536|no letter|function');
  });

  it('useNotify sends a notify event over the bus', () => {
    const { bus } = renderWithKernel(<Probe />);
    const toasts = jest.fn();
    bus.on('notify', toasts);
    screen.getByRole('button').click();
    expect(toasts).toHaveBeenCalledWith({ message: 'Готово', variant: 'success' });
  });

  it('useStore outside the providers says what is missing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useStore() needs a StoreProvider');
    error.mockRestore();
  });
});

describe('notify', () => {
  it("defaults to the 'default' variant", () => {
    const { bus } = renderWithKernel(<span />);
    const toasts = jest.fn();
    bus.on('notify', toasts);
    notify(bus, 'Привет');
    expect(toasts).toHaveBeenCalledWith({ message: 'Привет', variant: 'default' });
  });
});
