import { ApiError } from '@dostavka/shared-kernel/api';
import { createTestRoot } from './test-support';

function filled() {
  const setup = createTestRoot();
  const { contact } = setup.root;
  contact.setToken('captcha');
  contact.setPhone('8 (912) 345-67-89');
  contact.setMessage('Сколько стоит доставка в Москву?');
  contact.setRoistat('12345');
  return setup;
}

describe('feedback message', () => {
  it('sends the normalised phone with an idempotency key, then clears token, phone and message', async () => {
    const { root, api } = filled();
    api.user.sendMessage.mockResolvedValue(undefined);
    await expect(root.contact.sendMessage()).resolves.toBe(true);
    expect(api.user.sendMessage).toHaveBeenCalledWith({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      token: 'captcha',
      phone: '79123456789',
      message: 'Сколько стоит доставка в Москву?',
      roistat: '12345',
    });
    expect([root.contact.token, root.contact.phone, root.contact.message]).toEqual(['', '', '']);
    expect(root.contact.roistat).toBe('12345');
    expect(root.contact.sending).toBe(false);
  });

  it('keeps what was typed when sending fails', async () => {
    const { root, api } = filled();
    api.user.sendMessage.mockRejectedValue(new ApiError(500, 'down', '/x'));
    await expect(root.contact.sendMessage()).resolves.toBe(false);
    expect(root.contact.message).toBe('Сколько стоит доставка в Москву?');
    expect(root.contact.phone).toBe('8 (912) 345-67-89');
  });
});

describe('feedback message idempotency', () => {
  it('a double click sends one request', async () => {
    const { root, api } = filled();
    let finish: () => void = () => undefined;
    api.user.sendMessage.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = root.contact.sendMessage();
    await expect(root.contact.sendMessage()).resolves.toBe(false);
    finish();
    await expect(first).resolves.toBe(true);
    expect(api.user.sendMessage).toHaveBeenCalledTimes(1);
  });

  it('a retry after a failure reuses the key; the next message after a success gets a new one', async () => {
    const { root, api } = filled();
    api.user.sendMessage.mockRejectedValueOnce(new ApiError(0, 'offline', '/x')).mockResolvedValue(undefined);
    await root.contact.sendMessage();
    await root.contact.sendMessage();
    root.contact.setPhone('+7 912 345-67-89');
    root.contact.setMessage('Ещё вопрос');
    await root.contact.sendMessage();
    const keys = api.user.sendMessage.mock.calls.map(([body]) => body.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('an edited message after a failure is a new request', async () => {
    const { root, api } = filled();
    api.user.sendMessage.mockRejectedValueOnce(new ApiError(0, 'offline', '/x')).mockResolvedValue(undefined);
    await root.contact.sendMessage();
    root.contact.setMessage('Другой текст');
    await root.contact.sendMessage();
    const [first, second] = api.user.sendMessage.mock.calls.map(([body]) => body.idempotencyKey);
    expect(first).not.toBe(second);
  });
});

describe('callback request', () => {
  it('a double click sends one request', async () => {
    const { root, api } = filled();
    let finish: () => void = () => undefined;
    api.user.sendCallback.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = root.contact.requestCallback();
    await expect(root.contact.requestCallback()).resolves.toBe(false);
    finish();
    await expect(first).resolves.toBe(true);
    expect(api.user.sendCallback).toHaveBeenCalledTimes(1);
  });

  it('clears token, roistat and phone as soon as it starts', async () => {
    const { root, api } = filled();
    let clearedWhenSent: string[] = [];
    api.user.sendCallback.mockImplementation(async () => {
      clearedWhenSent = [root.contact.token, root.contact.roistat, root.contact.phone];
    });
    await expect(root.contact.requestCallback()).resolves.toBe(true);
    expect(clearedWhenSent).toEqual(['', '', '']);
    expect(api.user.sendCallback).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'captcha', phone: '79123456789', roistat: '12345' }),
    );
  });

  it('validates the phone by the spec rule', () => {
    const { root } = createTestRoot();
    root.contact.setPhone('912 345 67 89');
    expect(root.contact.phoneValid).toBe(true);
    root.contact.setPhone('12345');
    expect(root.contact.phoneValid).toBe(false);
  });
});
