import type { TariffAnalytics, TariffOffer, TariffSearchData } from '@dostavka/shared-kernel/contract';
import type { HttpClient } from './http-client';
import { required } from './request-helpers';

/** The calculator service (spec 7). Live searches go over the realtime channel; these are the HTTP calls. */
export function createCalculatorApi(http: HttpClient) {
  const post = <T>(method: string, path: string, body: TariffSearchData, auth = false): Promise<T> => {
    required(method, { body });
    return http.request<T>({ method: 'POST', path, body, auth });
  };

  return {
    /** Staff figures (MANAGER and above): sent with the signed-in user's token. */
    async analyticsConsolidated(body: TariffSearchData): Promise<TariffAnalytics> {
      return post('analyticsConsolidated', '/analytics/consolidated', body, true);
    },
    async analyticsDedicated(body: TariffSearchData): Promise<TariffAnalytics> {
      return post('analyticsDedicated', '/analytics/dedicated', body, true);
    },
    async consolidated(body: TariffSearchData): Promise<TariffOffer[]> {
      return post('consolidated', '/consolidated', body);
    },
    async dedicated(body: TariffSearchData): Promise<TariffOffer[]> {
      return post('dedicated', '/dedicated', body);
    },
    /** The path is spelt this way by the service. */
    async healthcheck(): Promise<{ status: string }> {
      return http.request({ method: 'GET', path: '/helthcheck' });
    },
  };
}

export type CalculatorApi = ReturnType<typeof createCalculatorApi>;
