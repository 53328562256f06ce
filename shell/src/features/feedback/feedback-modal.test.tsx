import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { FeedbackModal } from './feedback-modal';
import { CallbackModal } from './callback-modal';

jest.mock('./captcha', () => ({
  Captcha: ({ onToken }: { onToken(token: string): void }) => (
    <button type="button" onClick={() => onToken('solved')}>
      captcha
    </button>
  ),
}));

beforeAll(() => initI18n('ru'));

/** Opens the modal and waits for its form, a chunk loaded on the first opening. */
async function openFeedback() {
  const api = fakeApi();
  const view = renderWithKernel(<FeedbackModal />, { api: api as unknown as ApiClients });
  act(() => view.store.modals.show('feedback'));
  await screen.findByLabelText(/Телефон/);
  return { api, ...view };
}

describe('feedback modal', () => {
  it('a double click sends one message; on success the form clears, a toast confirms and it closes', async () => {
    const { api, store, bus } = await openFeedback();
    const toasts = jest.fn();
    bus.on('notify', toasts);
    let finish: () => void = () => undefined;
    api.user.sendMessage.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));

    fireEvent.change(screen.getByLabelText(/Телефон/), { target: { value: '9123456789' } });
    fireEvent.change(screen.getByLabelText(/Сообщение/), { target: { value: 'Нужна газель в Москву' } });
    fireEvent.click(screen.getByRole('button', { name: 'captcha' }));
    const send = screen.getByRole('button', { name: 'Отправить' });
    fireEvent.click(send);
    fireEvent.click(send);
    await act(async () => finish());

    await waitFor(() => expect(store.modals.isShown('feedback')).toBe(false));
    expect(api.user.sendMessage).toHaveBeenCalledTimes(1);
    expect(api.user.sendMessage.mock.calls[0]?.[0]).toMatchObject({ phone: '79123456789', token: 'solved' });
    expect([store.contact.phone, store.contact.message, store.contact.token]).toEqual(['', '', '']);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
    // The second click found the message on its way: no failure is reported for it.
    expect(toasts).not.toHaveBeenCalledWith(expect.objectContaining({ variant: 'error' }));
  });

  it('an invalid phone or an empty message is not sent and says why', async () => {
    const { api } = await openFeedback();
    fireEvent.change(screen.getByLabelText(/Телефон/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findByText('Введите номер в формате +7 (XXX) XXX-XX-XX');
    expect(screen.getByLabelText(/Телефон/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Сообщение/).getAttribute('aria-invalid')).toBe('true');
    expect(api.user.sendMessage).not.toHaveBeenCalled();
  });

  it('a field shows its message once it is left, not before', async () => {
    await openFeedback();
    const phone = screen.getByLabelText(/Телефон/);
    fireEvent.focus(phone);
    fireEvent.change(phone, { target: { value: '12345' } });
    expect(screen.queryByText('Введите номер в формате +7 (XXX) XXX-XX-XX')).not.toBeInTheDocument();
    fireEvent.blur(phone);
    await screen.findByText('Введите номер в формате +7 (XXX) XXX-XX-XX');
    expect(screen.getByLabelText(/Сообщение/).getAttribute('aria-invalid')).toBe('false');
  });

  it('the send button waits for the captcha', async () => {
    await openFeedback();
    expect(screen.getByRole('button', { name: 'Отправить' })).toHaveProperty('disabled', true);
  });
});

describe('callback modal', () => {
  it('clears token, roistat and phone as the request starts and confirms with a toast', async () => {
    const api = fakeApi();
    const { store, bus } = renderWithKernel(<CallbackModal />, { api: api as unknown as ApiClients });
    act(() => {
      store.modals.show('callback');
      store.contact.setRoistat('visit-9');
    });
    await screen.findByLabelText(/Телефон/);
    const toasts = jest.fn();
    bus.on('notify', toasts);
    let seen: string[] = [];
    api.user.sendCallback.mockImplementation(async () => {
      seen = [store.contact.token, store.contact.roistat, store.contact.phone];
    });
    fireEvent.change(screen.getByLabelText(/Телефон/), { target: { value: '89123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Жду звонка' }));
    await waitFor(() => expect(store.modals.isShown('callback')).toBe(false));
    expect(seen).toEqual(['', '', '']);
    expect(api.user.sendCallback.mock.calls[0]?.[0]).toMatchObject({
      phone: '79123456789',
      roistat: 'visit-9',
    });
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
  });
});
