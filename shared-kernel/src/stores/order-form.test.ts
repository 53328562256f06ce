import { contactFrom, emptyOrderForm, orderFormFrom, payerRole } from './order-form';

describe("the order form's values", () => {
  it('a contact takes text fields as text, a company only with enterprise on, a begun passport', () => {
    expect(
      contactFrom({
        name: 'Иван',
        phone: '+79120000001',
        email: 7,
        enterprise: false,
        company: { name: 'ООО', inn: '7707083893', kpp: '773601001' },
        passport: { series: '4010', number: 123456 },
      }),
    ).toEqual({
      name: 'Иван',
      comment: '',
      email: '',
      phone: '+79120000001',
      enterprise: false,
      passport: { series: '4010', number: '', date: '' },
    });
    expect(contactFrom({ enterprise: true }).company).toEqual({ name: '', inn: '', kpp: '' });
  });

  it('a stored draft of another shape gives the empty form', () => {
    expect(orderFormFrom(null)).toEqual(emptyOrderForm());
    expect(orderFormFrom({ payerSource: 'nobody', customer: { internal: 'yes', email: 5 } })).toEqual(
      emptyOrderForm(),
    );
  });

  it('the payer is the sender, the recipient, or a contact of its own', () => {
    expect(payerRole({ payerSource: 'sender' })).toBe('sender');
    expect(payerRole({ payerSource: 'recipient' })).toBe('recipient');
    expect(payerRole({ payerSource: 'other' })).toBe('payer');
  });
});
