/**
 * The company's own dedicated fleet. Anchors (2025, tent bodies): gazelle 1.5 t 30, 5 t 42,
 * 10 t 52, 20 t 60 rub/km; isothermal and refrigerated bodies cost more.
 */
import type { RateCard } from '../../../tariffs/rate-card';
import { C } from '../../../tariffs/city-codes';

const rate = (vehicle: string, tent: number, minimumRub: number) => ({
  vehicle,
  rubPerKm: {
    tent,
    flatbed: tent,
    isothermal: Math.round(tent * 1.12),
    refrigerated: Math.round(tent * 1.25),
  },
  minimumRub,
});

export const OWN_FLEET: RateCard = {
  name: 'Доставка',
  kind: 'own',
  logo: '/media/carriers/dostavka-fleet.svg',
  dedicated: {
    code: 'fleet-dedicated',
    name: 'Отдельная машина',
    description: 'Собственный автопарк «Доставки»: машина только под ваш груз, без перегрузок в пути.',
    preliminarily: false,
    passport: false,
    documents: [{ name: 'Договор перевозки', url: '/offer/' }, { name: 'Транспортная накладная' }],
    depots: [
      C.spb,
      C.moscow,
      C.yekaterinburg,
      C.novosibirsk,
      C.kazan,
      C.rostov,
      C.krasnodar,
      C.nizhny,
      C.samara,
      C.voronezh,
    ],
    maxKm: 10_000,
    vehicles: [
      rate('gazelle-1-5', 30, 3500),
      rate('truck-3', 36, 5000),
      rate('truck-5', 42, 7000),
      rate('truck-10', 52, 10_000),
      rate('truck-20', 60, 15_000),
    ],
    loadRub: { rear: 0, 'rear-side': 1000, 'rear-top': 1500, 'rear-side-top': 2500 },
    serviceRub: { straps: 300, stakes: 500, 'wooden-floor': 800, crating: 2500, 'tail-lift': 1500 },
    emptyRun: { rateFactor: 0.6, freeKm: 50, returnRun: false },
    speed: { kmPerDay: 800, handlingDays: 0, spreadDays: 1 },
  },
};
