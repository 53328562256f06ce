import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { fakeApi, renderWithKernel } from '@dostavka/shared-kernel/testing';
import { ApiError, type ApiClients } from '@dostavka/shared-kernel/api';
import { CODE_UNUSABLE } from '@dostavka/shared-kernel/contract/names';
import { runInAction } from 'mobx';
import { isDialogEntry } from '@dostavka/shared-kernel/ui-core';
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

  it.each([
    [300, 'Он действует 5 минут.'],
    [60, 'Он действует 1 минуту.'],
    [180, 'Он действует 3 минуты.'],
  ])('a code valid %i s says how long, as the server said', async (expiresIn, said) => {
    const { api } = await open();
    api.user.signUp.mockResolvedValue({ expiresIn });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(
      await screen.findByText(`Мы отправили 6-значный код на ivan@mail.ru. ${said}`),
    ).toBeInTheDocument();
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

  it('the browser’s Back closes the modal and leaves the page’s address as it was', async () => {
    // The entry of an earlier test's modal, unmounted open, is stepped back over first.
    await waitFor(() => expect(isDialogEntry()).toBe(false));
    window.history.pushState({ page: 'order' }, '', '/order/');
    const { store } = await open();
    await waitFor(() => expect(isDialogEntry()).toBe(true));
    expect(window.location.pathname).toBe('/order/');
    await act(
      () =>
        new Promise<void>((done) => {
          window.addEventListener('popstate', () => done(), { once: true });
          window.history.back();
        }),
    );
    await waitFor(() => expect(store.modals.isShown('auth')).toBe(false));
    expect(window.location.pathname).toBe('/order/');
    expect(window.history.state).toEqual({ page: 'order' });
  });

  async function atCodeStep() {
    const view = await open();
    view.api.user.signUp.mockResolvedValue(undefined);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('textbox', { name: /Код/ });
    return { ...view, code };
  }

  it('a used-up code says a new one is needed; "send again" opens after the countdown', async () => {
    const { api, store, code } = await atCodeStep();
    expect(screen.getByRole('button', { name: /Отправить ещё раз через \d+ с/ })).toBeDisabled();
    api.user.confirmEmail.mockRejectedValueOnce(
      new ApiError(400, CODE_UNUSABLE, '/api/user/auth/code/confirm', { message: CODE_UNUSABLE }),
    );
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(/Этот код больше не действует/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();

    runInAction(() => {
      store.auth.codeSentAt = Date.now() - 61_000;
    });
    const resend = await screen.findByRole('button', { name: 'Отправить код ещё раз' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() => expect(api.user.signUp).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(store.auth.status).toBe('wait'));
    // The new code is typed afresh: the old message is gone.
    expect(screen.queryByText(/Этот код больше не действует/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Код/ })).toHaveValue('');
  });

  it('a limited address is told for how long', async () => {
    const { api, store } = await open();
    const events: string[] = [];
    store.bus.on('notify', ({ message }) => events.push(message));
    const message = 'Too many codes were requested: try again in 5 min';
    api.user.signUp.mockRejectedValue(new ApiError(429, message, '/x', { message }));
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ivan@mail.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(events).toEqual(['auth.limited {"minutes":5}']));
  });

  it("offers the order's e-mail, and a click on the backdrop right after opening does not close", async () => {
    const api = fakeApi();
    const view = renderWithKernel(<AuthModal />, { api: api as unknown as ApiClients });
    act(() => {
      view.store.auth.offerEmail('buyer@mail.ru');
      view.store.modals.show('auth');
    });
    const email = await screen.findByLabelText(/E-mail/);
    expect(email).toHaveValue('buyer@mail.ru');
    expect(screen.getByText('Подставили e-mail из заказа — его можно изменить.')).toBeInTheDocument();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    expect(view.store.modals.isShown('auth')).toBe(true);
  });
});
