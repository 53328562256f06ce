export type * from './geo';
export type * from './contact';
export type * from './direction';
export type * from './cargo';
export type * from './transport';
export type * from './tariff';
export type * from './account';
export type * from './content';
