import { object, string } from 'yup';
import { REMOTE_MANIFEST_URL_PATTERN, REMOTE_VERSION_PATTERN } from '@dostavka/shared-kernel/domain';

/**
 * A remote version as the registry page registers it (the server checks the same patterns in
 * the contract, then fetches and checks the manifest itself).
 */
export const remoteVersionSchema = object({
  version: string()
    .trim()
    .required('validation.remoteVersion')
    .matches(REMOTE_VERSION_PATTERN, 'validation.remoteVersion'),
  manifestUrl: string()
    .trim()
    .required('validation.manifestUrl')
    .max(2000, 'validation.manifestUrl')
    .matches(REMOTE_MANIFEST_URL_PATTERN, 'validation.manifestUrl'),
});
