import { ApiError } from '@dostavka/shared-kernel/api';
import type { ProfileUser } from '@dostavka/shared-kernel/domain';
import { createTestRoot, memoryStorage } from './test-support';

const user: ProfileUser = { uuid: 'u1', email: 'ivan@example.com', role: { slug: 'USER', level: 1 } };
const tokens = { accessToken: 'a1', refreshToken: 'r1' };

describe('sign-in by e-mail code', () => {
  it('asking for a code moves to the code step, waiting', async () => {
    const { root, api } = createTestRoot();
    api.user.signUp.mockResolvedValue(undefined);
    root.auth.setEmail('ivan@example.com');
    await expect(root.auth.requestCode('captcha')).resolves.toBe(true);
    expect(api.user.signUp).toHaveBeenCalledWith({ email: 'ivan@example.com', token: 'captcha' });
    expect(root.auth.step).toBe('code');
    expect(root.auth.status).toBe('wait');
  });

  it('a refused e-mail stays on the e-mail step and shows the server message', async () => {
    const { root, api, notifications } = createTestRoot();
    api.user.signUp.mockRejectedValue(
      new ApiError(400, 'Неверный e-mail', '/x', { message: 'Неверный e-mail' }),
    );
    await expect(root.auth.requestCode()).resolves.toBe(false);
    expect(root.auth.step).toBe('email');
    expect(notifications).toEqual([{ message: 'Неверный e-mail', variant: 'error' }]);
  });

  it('a right code sets the session first, then loads the profile, then reports success', async () => {
    const { root, api } = createTestRoot();
    api.user.confirmEmail.mockResolvedValue(tokens);
    let tokenWhenProfileLoaded: string | null = null;
    api.user.getProfile.mockImplementation(async () => {
      tokenWhenProfileLoaded = root.auth.accessToken;
      return { user };
    });
    root.auth.setEmail('ivan@example.com');
    root.auth.setCode('1234');
    await expect(root.auth.confirmCode()).resolves.toBe(true);
    expect(api.user.confirmEmail).toHaveBeenCalledWith({ email: 'ivan@example.com', code: '1234' });
    expect(tokenWhenProfileLoaded).toBe('a1');
    expect(root.auth.status).toBe('success');
    expect(root.auth.state).toEqual({ loggedIn: true, user, jwt: tokens });
    expect(root.auth.role).toBe('USER');
  });

  it('a wrong code gives status error_code and no session', async () => {
    const { root, api } = createTestRoot();
    api.user.confirmEmail.mockRejectedValue(new ApiError(400, 'bad code', '/x'));
    await expect(root.auth.confirmCode()).resolves.toBe(false);
    expect(root.auth.status).toBe('error_code');
    expect(root.auth.loggedIn).toBe(false);
  });

  it('back from the code step returns to the e-mail step and clears both fields', async () => {
    const { root, api } = createTestRoot();
    api.user.signUp.mockResolvedValue(undefined);
    root.modals.show('auth');
    root.auth.setEmail('ivan@example.com');
    await root.auth.requestCode();
    root.auth.setCode('12');
    expect(root.auth.step).toBe('code');
    root.auth.back();
    expect([root.auth.step, root.auth.email, root.auth.code]).toEqual(['email', '', '']);
    expect(root.modals.isShown('auth')).toBe(true);
  });

  it('back from the e-mail step closes the modal', () => {
    const { root } = createTestRoot();
    root.modals.show('auth');
    root.auth.back();
    expect(root.modals.isShown('auth')).toBe(false);
  });
});

describe('session', () => {
  async function signedIn() {
    const setup = createTestRoot();
    setup.api.user.getProfile.mockResolvedValue({ user });
    await setup.root.auth.login(tokens);
    return setup;
  }

  it('refresh replaces both tokens', async () => {
    const { root, api } = await signedIn();
    api.user.refreshToken.mockResolvedValue({ accessToken: 'a2', refreshToken: 'r2' });
    await root.auth.refresh();
    expect(api.user.refreshToken).toHaveBeenCalledWith({ refreshToken: 'r1' });
    expect(root.auth.jwt).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it("without a refresh token fails with 'JWT IS NOT EXISTS' and signs out", async () => {
    const { root, api } = createTestRoot();
    await expect(root.auth.refresh()).rejects.toThrow('JWT IS NOT EXISTS');
    expect(api.user.refreshToken).not.toHaveBeenCalled();
    expect(root.auth.loggedIn).toBe(false);
  });

  it('a refused refresh signs out and rethrows', async () => {
    const { root, api } = await signedIn();
    const refused = new ApiError(401, 'expired', '/x');
    api.user.refreshToken.mockRejectedValue(refused);
    await expect(root.auth.refresh()).rejects.toBe(refused);
    expect(root.auth.state).toEqual({ loggedIn: false, user: null, jwt: null });
  });

  it.each([
    [
      'no answer (offline, or the page left while it was on its way)',
      new ApiError(0, 'Failed to fetch', '/x'),
    ],
    ['a server error', new ApiError(503, 'Service Unavailable', '/x')],
  ])('a refresh that failed with %s keeps the session and rethrows', async (_, failure) => {
    const { root, api } = await signedIn();
    api.user.refreshToken.mockRejectedValue(failure);
    await expect(root.auth.refresh()).rejects.toBe(failure);
    expect(root.auth.loggedIn).toBe(true);
    expect(root.auth.jwt).toEqual(tokens);
    // The next start sends the same token again.
    api.user.refreshToken.mockResolvedValue({ accessToken: 'a2', refreshToken: 'r2' });
    await root.auth.refresh();
    expect(api.user.refreshToken).toHaveBeenLastCalledWith({ refreshToken: 'r1' });
    expect(root.auth.jwt).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('concurrent refreshes share one request', async () => {
    const { root, api } = await signedIn();
    api.user.refreshToken.mockResolvedValue({ accessToken: 'a2', refreshToken: 'r2' });
    await Promise.all([root.auth.refresh(), root.auth.refresh()]);
    expect(api.user.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('two tabs refreshing at once: one asks the server, the other takes its stored tokens', async () => {
    // A Web Lock as the browser gives it: callbacks of one name run one after another.
    let queue: Promise<unknown> = Promise.resolve();
    const locks = {
      request: <T>(_name: string, callback: () => Promise<T>): Promise<T> => {
        const run = queue.then(callback);
        queue = run.catch(() => undefined);
        return run;
      },
    };
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
    try {
      const { storage } = memoryStorage();
      const first = createTestRoot({ storage });
      const second = createTestRoot({ storage });
      for (const tab of [first, second]) {
        tab.api.user.getProfile.mockResolvedValue({ user });
        tab.api.user.refreshToken.mockResolvedValue({ accessToken: 'a2', refreshToken: 'r2' });
      }
      await first.root.auth.login(tokens);
      second.root.auth.restore({ jwt: tokens });
      await Promise.all([first.root.auth.refresh(), second.root.auth.refresh()]);
      expect(first.api.user.refreshToken).toHaveBeenCalledTimes(1);
      expect(second.api.user.refreshToken).not.toHaveBeenCalled();
      expect(second.root.auth.jwt).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
      expect(first.root.auth.jwt).toEqual(second.root.auth.jwt);
    } finally {
      if (previous) Object.defineProperty(globalThis, 'navigator', previous);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });

  it('a tab follows the session another tab stored: new tokens, or a sign-out', async () => {
    const { storage } = memoryStorage();
    const first = createTestRoot({ storage });
    const second = createTestRoot({ storage });
    first.api.user.getProfile.mockResolvedValue({ user });
    await first.root.auth.login(tokens);
    second.root.auth.followStorage('dostavka:auth');
    expect(second.root.auth.jwt).toEqual(tokens);
    first.root.auth.logout();
    second.root.auth.followStorage('dostavka:other');
    expect(second.root.auth.loggedIn).toBe(true);
    second.root.auth.followStorage('dostavka:auth');
    expect(second.root.auth.loggedIn).toBe(false);
  });

  it('logout leaves no user and no tokens', async () => {
    const { root } = await signedIn();
    root.auth.logout();
    expect(root.auth.state).toEqual({ loggedIn: false, user: null, jwt: null });
  });

  it('sign-out tells the server to end the sign-in, then forgets the session', async () => {
    const { root, api } = await signedIn();
    api.user.logout.mockResolvedValue(undefined);
    await root.auth.signOut();
    expect(api.user.logout).toHaveBeenCalledWith({ refreshToken: 'r1' });
    expect(root.auth.state).toEqual({ loggedIn: false, user: null, jwt: null });
  });

  it('sign-out ends the session here even when the server cannot be reached', async () => {
    const { root, api } = await signedIn();
    api.user.logout.mockRejectedValue(new Error('offline'));
    await root.auth.signOut();
    expect(root.auth.state).toEqual({ loggedIn: false, user: null, jwt: null });
  });

  it("announces 'auth:changed' when signing in and out", async () => {
    const { root, bus, api } = createTestRoot();
    api.user.getProfile.mockResolvedValue({ user });
    const changes: boolean[] = [];
    bus.on('auth:changed', ({ loggedIn }) => changes.push(loggedIn));
    await root.auth.login(tokens);
    root.auth.logout();
    expect(changes).toEqual([true, false]);
  });

  it('a JsonWebTokenError on the realtime channel refreshes the token', async () => {
    const { root, api, live } = await signedIn();
    api.user.refreshToken.mockResolvedValue({ accessToken: 'a2', refreshToken: 'r2' });
    live.serverSends('error', { name: 'JsonWebTokenError', message: 'jwt expired' });
    live.serverSends('error', { name: 'TariffSearchError', message: 'x' });
    expect(api.user.refreshToken).toHaveBeenCalledTimes(1);
    await root.auth.refresh();
    expect(api.user.refreshToken).toHaveBeenCalledTimes(1);
    expect(root.auth.accessToken).toBe('a2');
  });
});

describe('persistence', () => {
  it('is saved under dostavka:auth and restored by the next store', async () => {
    const { storage, data } = memoryStorage();
    const first = createTestRoot({ storage });
    first.api.user.getProfile.mockResolvedValue({ user });
    await first.root.auth.login(tokens);
    expect(JSON.parse(data.get('dostavka:auth')!)).toEqual({ jwt: tokens });
    const second = createTestRoot({ storage });
    expect(second.root.auth.jwt).toEqual(tokens);
    expect(second.root.auth.user).toEqual(user);
  });

  it.each([
    ['broken JSON', '{"jwt":'],
    ['a wrong shape', '{"jwt":{"accessToken":1}}'],
  ])('%s in storage is ignored', (_name, stored) => {
    const { storage } = memoryStorage({ 'dostavka:auth': stored });
    expect(createTestRoot({ storage }).root.auth.jwt).toBeNull();
  });

  it('browser start-up refreshes a stored session', async () => {
    const { storage } = memoryStorage({ 'dostavka:auth': JSON.stringify({ jwt: tokens }) });
    const { root, api } = createTestRoot({ storage });
    api.user.refreshToken.mockResolvedValue({ accessToken: 'a2', refreshToken: 'r2' });
    await root.startClient();
    expect(root.auth.accessToken).toBe('a2');
  });

  it('browser start-up without a stored session calls nothing', async () => {
    const { root, api } = createTestRoot();
    await root.startClient();
    expect(api.user.refreshToken).not.toHaveBeenCalled();
  });
});
