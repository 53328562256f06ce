/**
 * Everything the browser apps use, for convenience. Apps should prefer the sub-path entries
 * (`@dostavka/shared-kernel/stores`, ...): those are what Module Federation shares one by one.
 */
export * from '@dostavka/shared-kernel/domain';
export * from '@dostavka/shared-kernel/bus';
export * from '@dostavka/shared-kernel/config';
export * from '@dostavka/shared-kernel/api';
export * from '@dostavka/shared-kernel/stores';
export * from '@dostavka/shared-kernel/i18n';
export * from '@dostavka/shared-kernel/ui';
export * from '@dostavka/shared-kernel/routing';
