import { makeAutoObservable } from 'mobx';

export type ModalName = 'auth' | 'feedback' | 'callback' | 'mobileMenu';

export class ModalsStore {
  shown: Record<ModalName, boolean> = { auth: false, feedback: false, callback: false, mobileMenu: false };
  /** The sign-in captcha was put on the page; it stays there, so the flag never goes back. */
  captchaAdded = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  show(name: ModalName): void {
    this.shown[name] = true;
  }

  hide(name: ModalName): void {
    this.shown[name] = false;
  }

  toggle(name: ModalName): void {
    this.shown[name] = !this.shown[name];
  }

  isShown(name: ModalName): boolean {
    return this.shown[name];
  }

  markCaptchaAdded(): void {
    this.captchaAdded = true;
  }
}
