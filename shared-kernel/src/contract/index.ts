/**
 * The wire between the browser and the server: TypeBox schemas of every request, response and
 * realtime event, and the types derived from them. The server validates and documents with the
 * schemas; the browser imports only the types (`import type`) and the names, so the schemas and
 * TypeBox stay out of its bundles.
 */
export * from './names';
export * from './common';
export * from './geo';
export * from './contact';
export * from './direction';
export * from './points';
export * from './tariff';
export * from './account';
export * from './saved-contacts';
export * from './content';
export * from './packaging';
export * from './realtime';
export * from './registry';
export * from './staff';
export * from './rate-card';
export * from './carriers';
export * from './staff-console';
