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
  /**
   * One key per intended request: a retry after a failure reuses it (the server answers a
   * repeated key with the first response), a new request after a success gets a new one.
   */
  private messageKey: { body: string; key: string } | null = null;
  private callbackKey: { body: string; key: string } | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ContactStore, 'root' | 'messageKey' | 'callbackKey'>(
      this,
      { root: false, messageKey: false, callbackKey: false },
      { autoBind: true },
    );
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

  /**
   * After a successful message the token, phone and message clear; on failure they stay for a
   * retry. A second call while one is under way (a double click) sends nothing.
   */
  async sendMessage(): Promise<boolean> {
    if (this.sending) return false;
    const fields = { phone: normalizePhone(this.phone), message: this.message, roistat: this.roistat };
    this.messageKey = keyFor(this.messageKey, fields);
    const body: FeedbackMessage = { idempotencyKey: this.messageKey.key, token: this.token, ...fields };
    return this.send(
      () => this.root.api.user.sendMessage(body),
      () => {
        this.token = '';
        this.phone = '';
        this.message = '';
        this.messageKey = null;
      },
    );
  }

  /**
   * The token, roistat and phone clear as soon as the request starts (spec 4). A second call
   * while one is under way sends nothing; a retry of the same phone reuses the key.
   */
  async requestCallback(): Promise<boolean> {
    if (this.sending) return false;
    const fields = { phone: normalizePhone(this.phone), roistat: this.roistat };
    this.callbackKey = keyFor(this.callbackKey, { phone: fields.phone });
    const body: CallbackRequest = { idempotencyKey: this.callbackKey.key, token: this.token, ...fields };
    this.token = '';
    this.roistat = '';
    this.phone = '';
    return this.send(
      () => this.root.api.user.sendCallback(body),
      () => {
        this.callbackKey = null;
      },
    );
  }

  /** One request at a time: whether it went through (`sent` runs then); `sending` meanwhile. */
  private async send(request: () => Promise<unknown>, sent: () => void): Promise<boolean> {
    this.sending = true;
    try {
      await request();
      runInAction(sent);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }
}

/** The same fields keep their key; anything else is a new request with a new key. */
function keyFor(
  current: { body: string; key: string } | null,
  fields: object,
): { body: string; key: string } {
  const body = JSON.stringify(fields);
  return current?.body === body ? current : { body, key: createId() };
}
