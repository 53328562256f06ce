import type { OrderDetail } from '@dostavka/shared-kernel/domain';
import { pdfText } from '../../../../../e2e/pdf-text';
import { renderWaybill } from './render-waybill';

const direction = (name: string) => ({
  city: { name },
  deliveryMethod: { key: 'deliveryMethod.WAREHOUSE', slug: 'WAREHOUSE', disabled: false },
  address: { value: '', office: '', intercom: '' },
});
const company = { name: 'ООО Ромашка', inn: '7707083893', kpp: '773601001' };

/** An order whose e-mail holds 'fl' and 'fi', which Montserrat draws as ligatures. */
const order = {
  number: 'H-82826407',
  created_at: '2026-11-22T09:00:00.000Z',
  uuid: 'o1',
  status: 'created',
  loadingDate: '2026-11-23',
  total: 3745,
  contacts: {
    sender: {
      name: 'Иван Петров',
      phone: '79123456789',
      email: 'flora.fish@mail.ru',
      comment: '',
      enterprise: true,
      company,
    },
    recipient: { name: 'Пётр Сидоров', phone: '79001234567', email: '', comment: '', enterprise: false },
    payer: { name: 'Иван Петров', phone: '79123456789', email: '', comment: '', enterprise: true, company },
  },
  directions: { from: direction('Санкт-Петербург'), to: direction('Москва') },
  delivery: {
    type: { slug: 'combined' },
    isDedicated: false,
    declared: 3000,
    description: '',
    date: '2026-11-23',
    dimensions: {
      cargos: [
        {
          width: 80,
          height: 150,
          length: 120,
          rotable: true,
          stackable: true,
          volume: 1.44,
          weight: 50000,
          quantity: 2,
        },
      ],
      commonWeight: 100000,
      commonVolumeWeight: 288,
    },
  },
  tariff: {
    name: 'Эконом',
    company: { name: 'ТрансВектор', slug: 'transvektor' },
    prices: [
      { name: 'Перевозка', value: 3744 },
      { name: 'Страхование груза', value: 1 },
    ],
    total: 3745,
  },
  timeline: [],
} as unknown as OrderDetail;

test('the waybill reads back as written, ligatures of the e-mail included', async () => {
  const text = pdfText(await renderWaybill(order));
  expect(text).toContain('Транспортная накладная № H-82826407');
  expect(text).toContain('flora.fish@mail.ru');
  expect(text).toContain('ООО Ромашка, ИНН 7707083893, КПП 773601001');
  expect(text).toContain('Пётр Сидоров');
  expect(text).toContain('Итого: 3 745 ₽');
});
