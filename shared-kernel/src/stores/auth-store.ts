import { NO_REFRESH_TOKEN } from '@dostavka/shared-kernel/contract/names';
import { makeAutoObservable, runInAction } from 'mobx';
import { serverMessage } from '@dostavka/shared-kernel/api';
import type { AuthState, AuthTokens, ProfileUser, RoleSlug } from '@dostavka/shared-kernel/domain';
import { isRecord, type Persistable } from './persistence';
import type { RootStore } from './root-store';

export type LoginStep = 'email' | 'code';
/** wait: the code is expected; success: signed in; error_code: the code was refused. */
export type LoginStatus = 'wait' | 'success' | 'error_code';

const isTokens = (value: unknown): value is AuthTokens =>
  isRecord(value) && typeof value.accessToken === 'string' && typeof value.refreshToken === 'string';

/** Sign-in by e-mail code, the session tokens and their refresh. The user itself is the profile's. */
export class AuthStore implements Persistable<{ jwt: AuthTokens | null }> {
  jwt: AuthTokens | null = null;
  step: LoginStep = 'email';
  status: LoginStatus = 'wait';
  email = '';
  code = '';
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
    this.email = email;
  }

  setCode(code: string): void {
    this.code = code;
  }

  /** Sends the code to the e-mail; on success the form moves to the code step. */
  async requestCode(captchaToken?: string): Promise<boolean> {
    try {
      await this.root.api.user.signUp(
        captchaToken ? { email: this.email, token: captchaToken } : { email: this.email },
      );
      runInAction(() => {
        this.step = 'code';
        this.status = 'wait';
        this.code = '';
      });
      return true;
    } catch (error) {
      this.root.notifyError(serverMessage(error) ?? this.root.translate('auth.failed_send_code'));
      return false;
    }
  }

  async confirmCode(): Promise<boolean> {
    try {
      const tokens = await this.root.api.user.confirmEmail({ email: this.email, code: this.code });
      await this.login(tokens);
      runInAction(() => {
        this.status = 'success';
      });
      return true;
    } catch {
      runInAction(() => {
        this.status = 'error_code';
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
   * signed out and the error is rethrown. Concurrent calls share one request.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
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
      this.logout();
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
