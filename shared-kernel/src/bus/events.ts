import { EventBus } from './event-bus';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Every event that crosses an app boundary (shell <-> remotes), with its payload. */
export interface DostavkaEvents {
  /** Show a toast; the shell owns the one toast provider. */
  notify: { message: string; variant: NotifyVariant };
  /** Open the sign-in modal. */
  'auth:open': void;
  'auth:changed': { loggedIn: boolean };
  /** A page found its content missing after mounting; the shell shows the 404 view. */
  'route:not-found': { path: string };
  /**
   * Client-side navigation requested by a remote (remotes do not own the router). `replace`
   * rewrites the current history entry (a page keeping its state in the query) instead of adding one.
   */
  navigate: { to: string; replace?: boolean };
  'tariffs:search': { id: string };
  'order:created': { number: string };
  /** An inbox item changed state on the staff inbox: the shell's menu counts the new ones again. */
  'staff:inbox-changed': { id: string; state: 'new' | 'in_progress' | 'done' };
}

export function createBus(): EventBus<DostavkaEvents> {
  return new EventBus<DostavkaEvents>();
}
