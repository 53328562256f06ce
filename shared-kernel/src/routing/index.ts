export * from './route-table';
export * from './match';
