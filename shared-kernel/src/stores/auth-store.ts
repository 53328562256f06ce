import { CODE_UNUSABLE, NO_REFRESH_TOKEN } from '@dostavka/shared-kernel/contract/names';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, serverMessage } from '@dostavka/shared-kernel/api';
import type { AuthState, AuthTokens, ProfileUser, RoleSlug } from '@dostavka/shared-kernel/domain';
import { isRecord, STORAGE_PREFIX, type Persistable } from './persistence';
import type { RootStore } from './root-store';

export type LoginStep = 'email' | 'code';
/**
 * wait: the code is expected; success: signed in; error_code: the code was wrong; used_up: the
 * code expired or was used up (5 wrong tries), only a new one helps.
 */
export type LoginStatus = 'wait' | 'success' | 'error_code' | 'used_up';

/** A new code may be asked for this long after the last one (the countdown of "send again"). */
export const RESEND_AFTER_MS = 60_000;

/** The wait a 429 names ('try again in 40 s', '... in 5 min'), in seconds; null when it names none. */
export function waitOf(message: string | null | undefined): number | null {
  const match = message ? /in (\d+) (s|min)\b/.exec(message) : null;
  if (!match) return null;
  return Number(match[1]) * (match[2] === 'min' ? 60 : 1);
}

/** The server answered and refused (expired, revoked, reused): not a failure to get an answer. */
const refused = (error: unknown) => !isApiError(error) || (error.status >= 400 && error.status < 500);

const isTokens = (value: unknown): value is AuthTokens =>
  isRecord(value) && typeof value.accessToken === 'string' && typeof value.refreshToken === 'string';

/** The Web Lock the tabs of one browser take in turn to refresh (one refresh at a time). */
export const REFRESH_LOCK = 'dostavka:token-refresh';
/** Where the session is stored (persist(storage, 'auth', ...)), shared by the tabs. */
const AUTH_KEY = `${STORAGE_PREFIX}auth`;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const webLocks = (): LockManagerLike | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? (navigator.locks as unknown as LockManagerLike)
    : null;

/** Sign-in by e-mail code, the session tokens and their refresh. The user itself is the profile's. */
export class AuthStore implements Persistable<{ jwt: AuthTokens | null }> {
  jwt: AuthTokens | null = null;
  step: LoginStep = 'email';
  status: LoginStatus = 'wait';
  email = '';
  code = '';
  /** When the last code was sent (ms since the epoch): the "send again" countdown starts there. */
  codeSentAt: number | null = null;
  /** How many minutes the last code is valid, as the server said (`expiresIn`); null before one. */
  codeValidMinutes: number | null = null;
  /** The e-mail field was filled from the order the visitor is placing. */
  emailOffered = false;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AuthStore, 'root' | 'refreshing'>(
      this,
      { root: false, refreshing: false },
      { autoBind: true },
    );
  }

  get loggedIn(): boolean {
    return this.jwt !== null;
  }

  get user(): ProfileUser | null {
    return this.root.profile.user;
  }

  get role(): RoleSlug | null {
    return this.user?.role.slug ?? null;
  }

  get accessToken(): string | null {
    return this.jwt?.accessToken ?? null;
  }

  get state(): AuthState {
    return { loggedIn: this.loggedIn, user: this.user, jwt: this.jwt };
  }

  setEmail(email: string): void {
    if (email !== this.email) this.emailOffered = false;
    this.email = email;
  }

  /** Offers an e-mail typed elsewhere (the order form) in the sign-in form, unless one is typed there. */
  offerEmail(email: string): void {
    const address = email.trim();
    if (!address || this.step !== 'email' || this.email.trim() !== '') return;
    this.email = address;
    this.emailOffered = true;
  }

  setCode(code: string): void {
    this.code = code;
  }

  /** Sends the code to the e-mail; on success the form moves to the code step. */
  async requestCode(captchaToken?: string): Promise<boolean> {
    try {
      const answer = await this.root.api.user.signUp(
        captchaToken ? { email: this.email, token: captchaToken } : { email: this.email },
      );
      const seconds = (answer as { expiresIn?: unknown } | null)?.expiresIn;
      runInAction(() => {
        this.codeValidMinutes = typeof seconds === 'number' && seconds > 0 ? Math.round(seconds / 60) : null;
        this.step = 'code';
        this.status = 'wait';
        this.code = '';
        this.codeSentAt = this.root.now().getTime();
      });
      return true;
    } catch (error) {
      this.root.notifyError(this.sendFailure(error));
      return false;
    }
  }

  /** Another code to the same address ("send again"), once the countdown has run out. */
  resendCode(): Promise<boolean> {
    return this.requestCode();
  }

  /** The words for a code that could not be sent: a limited address says for how long. */
  private sendFailure(error: unknown): string {
    if (isApiError(error) && error.status === 429) {
      const message = serverMessage(error);
      if (message?.includes('captcha')) return this.root.translate('auth.needCaptcha');
      const wait = waitOf(message);
      return wait === null
        ? this.root.translate('auth.limitedNow')
        : this.root.translate('auth.limited', { minutes: Math.max(1, Math.ceil(wait / 60)) });
    }
    return serverMessage(error) ?? this.root.translate('auth.failed_send_code');
  }

  async confirmCode(): Promise<boolean> {
    try {
      const tokens = await this.root.api.user.confirmEmail({ email: this.email, code: this.code });
      await this.login(tokens);
      runInAction(() => {
        this.status = 'success';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.status =
          isApiError(error) && error.status === 400 && serverMessage(error) === CODE_UNUSABLE
            ? 'used_up'
            : 'error_code';
      });
      return false;
    }
  }

  /** Sets the session, then loads the profile of the signed-in user. */
  async login(tokens: AuthTokens): Promise<void> {
    this.jwt = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    await this.root.profile.load();
  }

  /** Back from the code step returns to the e-mail step with both fields cleared; back from there closes the modal. */
  back(): void {
    if (this.step === 'code') {
      this.step = 'email';
      this.status = 'wait';
      this.email = '';
      this.code = '';
    } else {
      this.root.modals.hide('auth');
    }
  }

  /**
   * Replaces the tokens. Without a refresh token, or when the server refuses it, the user is
   * signed out; the error is rethrown. A refresh that got no answer, or a server error, keeps the
   * session. Concurrent calls share one request.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * Tabs coordinate through a Web Lock: one refreshes while the others wait, and a tab that
   * waited takes the tokens the other one stored instead of spending its own (spent) token. Where
   * there are no Web Locks the server's grace window (security.md) keeps racing tabs signed in.
   */
  private doRefresh(): Promise<void> {
    const locks = webLocks();
    return locks ? locks.request(REFRESH_LOCK, () => this.refreshOnce()) : this.refreshOnce();
  }

  /** The session another tab stored, when it differs from this tab's. */
  private storedByOtherTab(): AuthTokens | null {
    try {
      const text = this.root.storage?.getItem(AUTH_KEY);
      const data: unknown = text ? JSON.parse(text) : null;
      if (isRecord(data) && isTokens(data.jwt) && data.jwt.refreshToken !== this.jwt?.refreshToken) {
        return { accessToken: data.jwt.accessToken, refreshToken: data.jwt.refreshToken };
      }
    } catch {
      // Unreadable storage: this tab refreshes on its own.
    }
    return null;
  }

  /** Another tab changed the stored session (refreshed, signed in or out): this tab follows. */
  followStorage(key: string | null): void {
    if (key !== AUTH_KEY) return;
    const text = this.root.storage?.getItem(AUTH_KEY);
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      return;
    }
    const jwt = isRecord(data) && isTokens(data.jwt) ? data.jwt : null;
    if (jwt?.refreshToken === this.jwt?.refreshToken) return;
    if (jwt) this.jwt = { accessToken: jwt.accessToken, refreshToken: jwt.refreshToken };
    else if (this.jwt) this.logout();
  }

  private async refreshOnce(): Promise<void> {
    const fresher = this.storedByOtherTab();
    if (fresher && this.jwt) {
      runInAction(() => {
        this.jwt = fresher;
      });
      return;
    }
    const refreshToken = this.jwt?.refreshToken;
    if (!refreshToken) {
      this.logout();
      throw new Error(NO_REFRESH_TOKEN);
    }
    try {
      const tokens = await this.root.api.user.refreshToken({ refreshToken });
      runInAction(() => {
        this.jwt = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
      });
    } catch (error) {
      // Only the server's refusal ends the session. Without an answer (offline, a timeout, the
      // page left while the request was on its way) or with a server error, the token may still
      // be good: the next start refreshes with it again (the server answers a token whose answer
      // was lost with the same successor: docs/security.md).
      if (refused(error)) this.logout();
      throw error;
    }
  }

  /**
   * The user's sign-out: the server ends the sign-in (its refresh tokens and the access tokens
   * issued so far), then the session is forgotten here. The session ends here even when the
   * server cannot be reached.
   */
  async signOut(): Promise<void> {
    const refreshToken = this.jwt?.refreshToken;
    this.logout();
    if (!refreshToken) return;
    try {
      await this.root.api.user.logout({ refreshToken });
    } catch {
      // Signed out here already; the refresh token dies with its family's lifetime.
    }
  }

  /** Forgets the session in this browser (the server is not told: see signOut). */
  logout(): void {
    this.jwt = null;
    this.step = 'email';
    this.status = 'wait';
    this.email = '';
    this.code = '';
    this.root.profile.reset();
  }

  snapshot(): { jwt: AuthTokens | null } {
    return { jwt: this.jwt };
  }

  restore(data: unknown): void {
    if (isRecord(data) && isTokens(data.jwt)) this.jwt = { ...data.jwt };
  }
}
