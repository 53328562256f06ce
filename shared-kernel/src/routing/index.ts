export * from './route-table';
export * from './match';
export * from './staff-modules';
