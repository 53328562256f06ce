import type { RuntimeConfig } from '@dostavka/shared-kernel/config';
import { createAdminApi, type AdminApi } from './admin-api';
import { createCalculatorApi, type CalculatorApi } from './calculator-api';
import { createContentApi, type ContentApi } from './content-api';
import { HttpClient, type TokenProvider } from './http-client';
import { createUserApi, type UserApi } from './user-api';

export interface ApiClients {
  user: UserApi;
  content: ContentApi;
  calculator: CalculatorApi;
  admin: AdminApi;
}

export interface ApiClientsOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** One client per service base of the run-time configuration; signed-in calls take the token from `tokens`. */
export function createApiClients(
  config: RuntimeConfig,
  tokens: TokenProvider,
  options: ApiClientsOptions = {},
): ApiClients {
  const http = (baseUrl: string) => new HttpClient({ baseUrl, tokens, ...options });
  return {
    user: createUserApi(http(config.api.user)),
    content: createContentApi(http(config.api.content)),
    calculator: createCalculatorApi(http(config.api.calculator)),
    admin: createAdminApi(http(config.api.admin)),
  };
}
