import { makeAutoObservable, runInAction } from 'mobx';
import { createId, isValidPhone, normalizePhone } from '@dostavka/shared-kernel/domain';
import type { CallbackRequest, FeedbackMessage } from '@dostavka/shared-kernel/domain';
import type { RootStore } from './root-store';

/** The feedback message and callback forms of the header (they share the captcha token). */
export class ContactStore {
  /** Captcha solution. */
  token = '';
  phone = '';
  message = '';
  /** Ad-tracking visit id, read by the shell from its cookie. */
  roistat = '';
  sending = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ContactStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get phoneValid(): boolean {
    return isValidPhone(this.phone);
  }

  setToken(token: string): void {
    this.token = token;
  }

  setPhone(phone: string): void {
    this.phone = phone;
  }

  setMessage(message: string): void {
    this.message = message;
  }

  setRoistat(roistat: string): void {
    this.roistat = roistat;
  }

  /** After a successful message the token, phone and message clear; on failure they stay for a retry. */
  async sendMessage(): Promise<boolean> {
    const body: FeedbackMessage = {
      idempotencyKey: createId(),
      token: this.token,
      phone: normalizePhone(this.phone),
      message: this.message,
      roistat: this.roistat,
    };
    this.sending = true;
    try {
      await this.root.api.user.sendMessage(body);
      runInAction(() => {
        this.token = '';
        this.phone = '';
        this.message = '';
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** The token, roistat and phone clear as soon as the request starts (a captcha token is single-use). */
  async requestCallback(): Promise<boolean> {
    const body: CallbackRequest = {
      idempotencyKey: createId(),
      token: this.token,
      phone: normalizePhone(this.phone),
      roistat: this.roistat,
    };
    this.token = '';
    this.roistat = '';
    this.phone = '';
    try {
      await this.root.api.user.sendCallback(body);
      return true;
    } catch {
      return false;
    }
  }
}
