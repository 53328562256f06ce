import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { AuthModal } from './auth-modal';

jest.mock('../feedback/captcha', () => ({
  Captcha: ({ onToken }: { onToken(token: string): void }) => (
    <button type="button" onClick={() => onToken('solved')}>
      captcha
    </button>
  ),
}));

beforeAll(() => initI18n('ru'));

function open() {
  const api = fakeApi();
  const view = renderWithKernel(<AuthModal />, { api: api as unknown as ApiClients });
  act(() => view.store.modals.show('auth'));
  return { api, ...view };
}

describe('sign-in modal', () => {
  it('sends the code to the e-mail with the captcha, then asks for the code', async () => {
    const { api } = open();
    api.user.signUp.mockResolvedValue(undefined);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('textbox', { name: /Код/ })).toBeTruthy();
    expect(api.user.signUp).toHaveBeenCalledWith({ email: 'ivan@mail.ru', token: 'solved' });
  });

  it('does not send a malformed e-mail and says why', async () => {
    const { api } = open();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введите корректный e-mail')).toBeTruthy();
    expect(api.user.signUp).not.toHaveBeenCalled();
  });

  it('a wrong code shows the error status; a right one signs in, loads the profile and closes', async () => {
    const { api, store } = open();
    api.user.signUp.mockResolvedValue(undefined);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('textbox', { name: /Код/ });

    api.user.confirmEmail.mockRejectedValueOnce(new Error('wrong'));
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный или устаревший код')).toBeTruthy();
    expect(store.auth.status).toBe('error_code');

    api.user.confirmEmail.mockResolvedValue({ accessToken: 'a', refreshToken: 'r' });
    api.user.getProfile.mockResolvedValue({
      user: { uuid: 'u1', email: 'ivan@mail.ru', role: { slug: 'USER', level: 1 } },
    });
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(store.modals.isShown('auth')).toBe(false));
    expect(store.auth.loggedIn).toBe(true);
    expect(api.user.getProfile).toHaveBeenCalled();
  });

  it('back from the code step returns to an empty e-mail step; back again closes', async () => {
    const { api, store } = open();
    api.user.signUp.mockResolvedValue(undefined);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Код/ }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('');
    expect(store.auth.code).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(store.modals.isShown('auth')).toBe(false));
  });
});
