import { fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { renderWithKernel } from '@dostavka/shared-kernel/testing';
import { ensureContentTexts } from '../../i18n';
import { DirectionsIndexView, type DirectionsIndexData } from './index-view';

beforeAll(async () => {
  await initI18n('ru');
  ensureContentTexts();
});

const data: DirectionsIndexData = {
  search: 'каз',
  page: 2,
  limit: 20,
  directions: { data: [], total: 0 },
  cities: [],
  regions: [],
};

describe('the directions search (react-final-form, the kernel rule)', () => {
  it('starts from the searched text and opens the first page of the new search', async () => {
    const { bus } = renderWithKernel(<DirectionsIndexView data={data} />);
    const navigate = jest.fn();
    bus.on('navigate', navigate);
    const field = screen.getByRole('textbox', { name: 'Город отправления или назначения' });
    expect(field).toHaveValue('каз');
    // As a visitor types: the field gets the focus first (the search's rule loads then).
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: ' Казань ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith({ to: '/route/?search=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C' }),
    );
  });

  it('a search longer than the service takes says so once the field was left and is not sent', async () => {
    const { bus } = renderWithKernel(<DirectionsIndexView data={data} />);
    const navigate = jest.fn();
    bus.on('navigate', navigate);
    const field = screen.getByRole('textbox', { name: 'Город отправления или назначения' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'к'.repeat(101) } });
    expect(screen.queryByText('Запрос — не больше 100 символов')).not.toBeInTheDocument();
    fireEvent.blur(field);
    expect(await screen.findByText('Запрос — не больше 100 символов')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
  });
});
