export { REMOTE_MANIFEST_URL_PATTERN, REMOTE_VERSION_PATTERN } from '../contract/vocabulary';
