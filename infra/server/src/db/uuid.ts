const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a uuid (a row's id): anything else is no row, not a database error. */
export const isUuid = (value: string): boolean => UUID.test(value);
