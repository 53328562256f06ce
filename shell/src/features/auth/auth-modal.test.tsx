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

/** Opens the modal (its steps come in the same chunk) and waits for the e-mail step. */
async function open() {
  const api = fakeApi();
  const view = renderWithKernel(<AuthModal />, { api: api as unknown as ApiClients });
  act(() => view.store.modals.show('auth'));
  await screen.findByLabelText(/E-mail/);
  return { api, ...view };
}

describe('sign-in modal', () => {
  it('sends the code to the e-mail with the captcha, then asks for the code', async () => {
    const { api } = await open();
    api.user.signUp.mockResolvedValue(undefined);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('textbox', { name: /Код/ })).toBeInTheDocument();
    expect(api.user.signUp).toHaveBeenCalledWith({ email: 'ivan@mail.ru', token: 'solved' });
  });

  it('does not send a malformed e-mail and says why', async () => {
    const { api } = await open();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByText('Введите корректный e-mail');
    expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(api.user.signUp).not.toHaveBeenCalled();
  });

  it('a malformed e-mail says so once the field is left, not while it is typed', async () => {
    await open();
    const email = screen.getByLabelText(/E-mail/);
    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: 'ivan@' } });
    expect(screen.queryByText('Введите корректный e-mail')).not.toBeInTheDocument();
    fireEvent.blur(email);
    await screen.findByText('Введите корректный e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('a wrong code shows the error status; a right one signs in, loads the profile and closes', async () => {
    const { api, store } = await open();
    api.user.signUp.mockResolvedValue(undefined);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('textbox', { name: /Код/ });

    api.user.confirmEmail.mockRejectedValueOnce(new Error('wrong'));
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный или устаревший код')).toBeInTheDocument();
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
    const { api, store } = await open();
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
