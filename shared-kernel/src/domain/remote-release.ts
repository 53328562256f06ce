/** A remote release's label (`1.4.2`): the release command, the registry's contract and its form. */
export const REMOTE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
/** Where a registered version's manifest is: an absolute http(s) address. */
export const REMOTE_MANIFEST_URL_PATTERN = /^https?:\/\/\S+$/;
