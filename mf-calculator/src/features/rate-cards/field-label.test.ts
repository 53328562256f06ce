import { i18n, initI18n } from '@dostavka/shared-kernel/i18n';
import { registerStaffTexts, STAFF_TEXTS } from '../../i18n/staff-texts';
import { changedFieldLabel } from './field-label';

beforeAll(async () => {
  await initI18n('ru');
  registerStaffTexts();
});

const label = (path: string) => changedFieldLabel(path, i18n.getFixedT('ru', STAFF_TEXTS.namespace));

test.each([
  ['consolidated.zones[0].rubPerKg[2]', 'Зона 1: ₽/кг от порога 3'],
  ['consolidated.zones[1].minimumRub', 'Зона 2: минимум, ₽'],
  ['consolidated.zones[3]', 'Зона 4: до, км'],
  ['consolidated.terminals[0].doorFactor', 'Терминал 1: множитель двери'],
  ['consolidated.weightBreaksKg[1]', 'Порог 2, кг'],
  ['consolidated.pickup[0].rub', 'Забор от двери 1: цена, ₽'],
  ['consolidated.maxShipmentKg', 'Наибольший расчётный вес, кг'],
  ['dedicated.vehicles[1].rubPerKm.refrigerated', 'Машина 2: рефрижератор, ₽/км'],
  ['dedicated.vehicles[0].minimumRub', 'Машина 1: минимум, ₽'],
  ['dedicated.loadRub.rear-side', 'Погрузка задняя и боковая, ₽'],
  ['dedicated.serviceRub.tail-lift', 'Услуга «гидроборт», ₽'],
  ['dedicated', 'Отдельная машина'],
  ['name', 'name'],
])('%s reads %s', (path, text) => {
  expect(label(path)).toBe(text);
});
