/** Tariff searches as the calculator sends them, for the API and realtime tests. */
import type { CargoDimension, TariffSearchData } from '@dostavka/shared-kernel/domain';
import type { PricedSearch } from '../src/plugins/app/quotes';
import { defaultDeliveryDate } from '@dostavka/shared-kernel/domain';

export const SPB = '7800000000000';
export const MOSCOW = '7700000000000';

export const tomorrow = (): string => defaultDeliveryDate();

export const cargo = (over: Partial<CargoDimension> = {}): CargoDimension => ({
  width: 50,
  height: 50,
  length: 50,
  rotable: true,
  stackable: true,
  volume: 0.125,
  weight: 25_000,
  quantity: 2,
  ...over,
});

const end = (code: string | null, slug: string) =>
  ({
    deliveryMethod: { key: `deliveryMethod.${slug}`, slug, disabled: false },
    city: code === null ? null : { code },
    address: { value: '', office: '', intercom: '' },
  }) as TariffSearchData['directions']['from'];

export interface SearchOptions {
  id?: string;
  from?: string | null;
  to?: string | null;
  fromMethod?: string;
  toMethod?: string;
  cargos?: CargoDimension[];
  car?: NonNullable<TariffSearchData['delivery']['dimensions']['car']>;
}

export function searchData(options: SearchOptions = {}): TariffSearchData & PricedSearch {
  const dedicated = options.car !== undefined;
  return {
    id: options.id ?? 'search-1',
    directions: {
      from: end(options.from === undefined ? SPB : options.from, options.fromMethod ?? 'WAREHOUSE'),
      to: end(options.to === undefined ? MOSCOW : options.to, options.toMethod ?? 'WAREHOUSE'),
    },
    delivery: {
      type: { slug: dedicated ? 'dedicated' : 'combined' },
      isDedicated: dedicated,
      declared: 3000,
      description: 'Одежда',
      date: tomorrow(),
      dimensions: {
        cargos: options.cargos ?? (dedicated ? [] : [cargo()]),
        commonWeight: 50_000,
        commonVolumeWeight: 50,
        ...(options.car && { car: options.car }),
      },
    },
    tariff: null,
  };
}

export const GAZELLE = {
  length: 300,
  width: 200,
  height: 180,
  weight: 1.5,
  type: 'Тент',
  load: 'Задняя',
  additional: '',
};
