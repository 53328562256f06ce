/**
 * The kernel's own version, as its package.json has it (`npm test` checks both agree, and that
 * the public API changed only with a bump of the right kind: scripts/kernel-api.mjs). Remotes
 * declare the range they were built against; the shell and the registry refuse a remote whose
 * range does not accept this version.
 */
export const KERNEL_VERSION = '0.7.6';
