import { createApiClients } from '@dostavka/shared-kernel/api';
import { createRealtimeClient } from '@dostavka/shared-kernel/api';
import { createBus } from '@dostavka/shared-kernel/bus';
import { readRuntimeConfig, type RuntimeConfig } from '@dostavka/shared-kernel/config';
import { detectLanguage, initI18n, languageCookie, languageFromCookie } from '@dostavka/shared-kernel/i18n';
import { RootStore } from '@dostavka/shared-kernel/stores';
import { STAFF_TOKEN_COOKIE } from '@dostavka/shared-kernel/contract/names';
import { autorun } from 'mobx';

export interface ClientKernel {
  config: RuntimeConfig;
  store: RootStore;
  bus: ReturnType<typeof createBus>;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Everything one page needs from the kernel, wired once: run-time configuration, API and realtime
 * clients (carrying the signed-in user's token), the event bus, the root store and the language.
 * The shell calls it; a remote calls it only when it runs standalone.
 */
export async function createClientKernel(): Promise<ClientKernel> {
  const config = readRuntimeConfig();
  const bus = createBus();
  let store: RootStore | null = null;
  const tokens = { getAccessToken: () => store?.auth.accessToken ?? null };
  const api = createApiClients(config, tokens);
  const realtime = createRealtimeClient(config, tokens.getAccessToken);
  store = new RootStore({ api, realtime, bus, storage: browserStorage() });
  const language =
    config.lang ??
    detectLanguage({
      pathname: window.location.pathname,
      cookie: document.cookie,
      navigatorLanguages: navigator.languages,
    });
  // The first choice (detected on / or the default) is remembered, as a switch would be.
  if (!languageFromCookie(document.cookie)) document.cookie = languageCookie(language);
  await initI18n(language);
  // The staff pages' documents carry the access token (only to /staff/), so the server can answer
  // 404 to whom a staff module is not for; signing out clears it.
  const staffStore = store;
  autorun(() => {
    const token = staffStore.auth.accessToken;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = token
      ? `${STAFF_TOKEN_COOKIE}=${token}; Path=/staff/; Max-Age=${30 * 24 * 60 * 60}; SameSite=Strict${secure}`
      : `${STAFF_TOKEN_COOKIE}=; Path=/staff/; Max-Age=0; SameSite=Strict${secure}`;
  });
  // Spec 4: on client start a stored refresh token renews the session.
  void store.startClient();
  return { config, store, bus };
}
