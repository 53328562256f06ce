import { fireEvent, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { AreaFallback } from './area-fallback';
import { NotFoundView } from './not-found-view';
import { PageLoader } from './page-loader';
import { renderWithKernel } from './test-kernel';

beforeAll(() => initI18n('ru'));
afterEach(() => i18n.changeLanguage('ru'));

describe('NotFoundView', () => {
  it.each([
    ['ru', 'Страница не найдена. Проверьте адрес или перейдите на главную.', 'На главную'],
    ['en', 'Check the address or go to the home page.', 'Go to the home page'],
  ])('in %s the heading is the English sentence with a translated line under it', async (lng, hint, home) => {
    await i18n.changeLanguage(lng);
    renderWithKernel(<NotFoundView />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/');
  });

  it('going home asks the shell to navigate instead of reloading the page', () => {
    const { bus } = renderWithKernel(<NotFoundView />);
    const navigate = jest.fn();
    bus.on('navigate', navigate);
    const link = screen.getByRole('link', { name: 'На главную' });
    const followed = fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
    expect(followed).toBe(false);
  });

  it('renders without the providers (server-rendered 404) and keeps a plain link home', () => {
    render(<NotFoundView />);
    const link = screen.getByRole('link', { name: 'На главную' });
    expect(fireEvent.click(link)).toBe(true);
  });
});

describe('AreaFallback', () => {
  it('tells that the section failed and retries on request', () => {
    const onRetry = jest.fn();
    renderWithKernel(<AreaFallback onRetry={onRetry} error={new Error('Loading chunk 7 failed')} />);
    expect(screen.getByRole('alert').textContent).toContain('Этот раздел сейчас не загрузился');
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('PageLoader', () => {
  it('shows a labelled progress indicator', () => {
    renderWithKernel(<PageLoader />);
    expect(screen.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
  });
});
