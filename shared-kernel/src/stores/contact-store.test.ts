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

describe('callback request', () => {
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
