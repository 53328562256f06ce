import type {
  ActivateRemoteBody,
  RegisterRemoteVersionBody,
  RegistryAnswer,
  RegistryRemote,
  RemoteVersionInfo,
} from '@dostavka/shared-kernel/contract';
import type { CarrierStatus, CarrierSyncOutcome } from '@dostavka/shared-kernel/contract';
import type { HttpClient } from './http-client';

/**
 * The staff console's API under /api/admin: the remote registry (administrators) and the carriers
 * module (MODERATOR+, flag staff-carriers). Every call is signed in.
 */
export function createAdminApi(http: HttpClient) {
  const at = (name: string, action: string) => `/remotes/${encodeURIComponent(name)}/${action}`;
  return {
    remotes(): Promise<RegistryAnswer> {
      return http.request({ method: 'GET', path: '/remotes', auth: true });
    },
    registerVersion(name: string, body: RegisterRemoteVersionBody): Promise<RemoteVersionInfo> {
      return http.request({ method: 'POST', path: at(name, 'versions'), body, auth: true });
    },
    activate(name: string, body: ActivateRemoteBody): Promise<RegistryRemote> {
      return http.request({ method: 'POST', path: at(name, 'activate'), body, auth: true });
    },
    rollback(name: string): Promise<RegistryRemote> {
      return http.request({ method: 'POST', path: at(name, 'rollback'), auth: true });
    },
    /** Removes a version that is neither active nor canary. */
    deleteVersion(name: string, version: string): Promise<RegistryRemote> {
      return http.request({
        method: 'DELETE',
        path: at(name, `versions/${encodeURIComponent(version)}`),
        auth: true,
      });
    },
    /** Each carrier API's state: on/off, circuit, error rate, p95 latency, last success, last points sync. */
    carriers(): Promise<CarrierStatus[]> {
      return http.request({ method: 'GET', path: '/carriers', auth: true });
    },
    /** Syncs a carrier's points of every city now (404 while the carrier is off). */
    syncCarrier(slug: string): Promise<CarrierSyncOutcome> {
      return http.request({ method: 'POST', path: `/carriers/${encodeURIComponent(slug)}/sync`, auth: true });
    },
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
