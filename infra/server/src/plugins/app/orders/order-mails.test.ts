import { testOrder } from '@dostavka/shared-kernel/testing';
import { statusMail } from './order-mails';

const CYRILLIC = /[\u0400-\u04FF]/;

const order = testOrder({
  status: 'confirmed',
  tariff: {
    ...testOrder().tariff,
    company: { name: 'Северный экспресс', slug: 'severny-express' },
  },
});

describe('order e-mails name the carrier in the customer’s language', () => {
  it('in English', () => {
    const mail = statusMail(order, 'a@mail.ru', 'en', 'https://dostavka.test');
    expect(mail.text).toContain('Severny Express');
    // The route keeps the cities' names (data); everything else is English.
    expect(mail.text.replace(/Санкт-Петербург → Москва/, '')).not.toMatch(CYRILLIC);
  });

  it('in Russian', () => {
    expect(statusMail(order, 'a@mail.ru', 'ru', 'https://dostavka.test').text).toContain('Северный экспресс');
  });

  it('a carrier without English texts keeps its own name', () => {
    const other = { ...order, tariff: { ...order.tariff, company: { name: 'Другой', slug: 'other' } } };
    expect(statusMail(other, 'a@mail.ru', 'en', 'https://dostavka.test').text).toContain('Другой');
  });
});
