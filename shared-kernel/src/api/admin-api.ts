import type {
  ActivateRemoteBody,
  RegisterRemoteVersionBody,
  RegistryAnswer,
  RegistryRemote,
  RemoteVersionInfo,
} from '@dostavka/shared-kernel/contract';
import type { HttpClient } from './http-client';

/** The administrators' API (base /api/admin): the remote registry. Every call is signed in. */
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
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
