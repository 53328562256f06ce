/** A kernel for the calculator's tests: a real root store over fake clients, the calculator's texts in Russian. */
import type { ReactElement } from 'react';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import { createBus } from '@dostavka/shared-kernel/bus';
import type { ServerTransportRecord, TariffOffer } from '@dostavka/shared-kernel/domain';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { RootStore } from '@dostavka/shared-kernel/stores';
import { fakeApi, fakeRealtime, renderWithKernel } from '@dostavka/shared-kernel/testing';
import { registerCalculatorTexts } from './i18n/texts';

export const NOW = new Date(2025, 2, 7, 12, 0, 0);

export async function initTexts(): Promise<void> {
  await initI18n('ru');
  registerCalculatorTexts();
}

export function calculatorKernel() {
  const api = fakeApi();
  const live = fakeRealtime();
  const bus = createBus();
  const store = new RootStore({
    api: api as unknown as ApiClients,
    realtime: live.realtime,
    bus,
    translate: (key) => key,
    now: () => NOW,
  });
  return { api, live, bus, store };
}

export function renderInKernel(ui: ReactElement, kernel = calculatorKernel()) {
  return { ...kernel, ...renderWithKernel(ui, { kernel }) };
}

export { TEST_SPB as SPB, TEST_MOSCOW as MOSCOW } from '@dostavka/shared-kernel/testing';

const body = (name: string, loads: string[], additional: string[]) => ({
  name,
  loads: loads.map((load) => ({ name: load })),
  additional: additional.map((service) => ({ name: service })),
});

export function vehicle(objectId: string, name: string, tonnes: number): ServerTransportRecord {
  return {
    uuid: `uuid-${objectId}`,
    objectId,
    name,
    icon: objectId,
    width: 245,
    height: 230,
    length: 600,
    weight: tonnes * 1_000_000,
    types: [
      body('Тент', ['Задняя', 'Задняя/боковая'], ['Ремни', 'Гидроборт']),
      body('Рефрижератор', ['Задняя'], ['Ремни']),
      body('5 тонн', [], []),
    ],
  };
}

export const FLEET = [
  vehicle('truck-20', 'Фура 20 т', 20),
  vehicle('gazelle-1-5', 'Газель 1,5 т', 1.5),
  vehicle('truck-5', 'Грузовик 5 т', 5),
];

export function offer(uuid: string, total: number, days: number, company = uuid): TariffOffer {
  const shipment = new Date(Date.UTC(2025, 2, 8 + days)).toISOString().slice(0, 10);
  return {
    uuid,
    name: 'Сборный груз',
    preliminarily: false,
    description: '',
    company: { name: company, slug: company },
    photo: { url: `/media/carriers/${company}.svg` },
    dates: {
      plannedDateLoadingCargo: { date: '2025-03-08' },
      plannedDateShipmentCargo: { date: shipment, text: '' },
    },
    prices: [
      { name: 'Перевозка', value: total - 2 },
      { name: 'Страхование груза', value: 2 },
    ],
    total,
    codes: {},
    metadata: { mark: 'consolidated-line', path: [] },
    required: { passport: false },
    documents: [],
    quote: 'q',
    expiresAt: '2030-03-07T12:30:00.000Z',
  };
}
