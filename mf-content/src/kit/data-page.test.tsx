import { fireEvent, render, screen } from '@testing-library/react';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { createBus } from '@dostavka/shared-kernel/bus';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import type { RemotePageProps } from '@dostavka/shared-kernel/remote';
import { RootStore } from '@dostavka/shared-kernel/stores';
import { KernelProviders } from '@dostavka/shared-kernel/ui';
import { createDataPage } from './data-page';
import { definePage } from './define-page';

beforeAll(() => initI18n('ru'));

function setup(load: jest.Mock) {
  const bus = createBus();
  const store = new RootStore({ api: {} as ApiClients, bus, translate: (key) => key });
  const Page = createDataPage(
    definePage<{ h1: string }>({
      load,
      head: (data) => ({ title: data.h1, description: '', breadcrumbs: [] }),
      View: ({ data }) => <h1>{data.h1}</h1>,
    }),
  );
  const props: RemotePageProps = {
    page: 'page',
    route: 'catchall',
    params: { index: 'oplata' },
    query: {},
    store,
    bus,
  };
  const show = (extra: Partial<RemotePageProps> = {}) =>
    render(
      <KernelProviders store={store} bus={bus}>
        <Page {...props} {...extra} />
      </KernelProviders>,
    );
  return { show };
}

describe('a content page in the browser', () => {
  test('starts from the data the server rendered it with, and asks for nothing', () => {
    const load = jest.fn();
    setup(load).show({ preloaded: { page: 'page', path: '/oplata/', data: { h1: 'Оплата' } } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Оплата');
    expect(load).not.toHaveBeenCalled();
  });

  test('without it, loads through the page’s own load and sets the document title', async () => {
    const load = jest.fn().mockResolvedValue({ h1: 'Возврат' });
    setup(load).show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Возврат' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ route: 'catchall', params: { index: 'oplata' } }),
    );
    expect(document.title).toBe('Возврат');
  });

  test('an address the content service does not know shows the not-found page', async () => {
    setup(jest.fn().mockResolvedValue(null)).show();
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  test('a load that fails shows the error fallback, not the not-found page, and its retry loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce({ h1: 'Оплата' });
    setup(load).show();
    fireEvent.click(await screen.findByRole('button'));
    expect(screen.queryByRole('heading', { name: 'This page could not be found' })).not.toBeInTheDocument();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Оплата');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
