import { PACKAGING_PRESETS } from '@dostavka/shared-kernel/domain';
import { createTestRoot, testCity, testOffer } from '@dostavka/shared-kernel/testing';
import { orderProblems } from './order-problems';

type Root = ReturnType<typeof createTestRoot>['root'];

function filledOrder(passport = false) {
  const setup = createTestRoot();
  const { order, delivery } = setup.root;
  delivery.addCargo(PACKAGING_PRESETS[1]!);
  order.setCity('from', testCity('78', 'Санкт-Петербург'));
  order.setCity('to', testCity('77', 'Москва'));
  order.setDeliveryMethod('from', 'WAREHOUSE');
  order.setDeliveryMethod('to', 'COURIER');
  order.setAddress('to', { value: 'Тверская, 1', office: '5' });
  order.contacts.sender.set({ name: 'Иван', phone: '+7 912 000-00-01', email: 'ivan@mail.ru' });
  order.contacts.recipient.set({ name: 'Пётр', phone: '+7 912 000-00-02' });
  order.setTariff(testOffer('t1', 2500, passport));
  return setup;
}

const fields = (root: Root) => orderProblems(root).map((p) => `${p.section}.${p.field}`);

describe('what the order still misses, by the kernel rules', () => {
  it('lists what is missing in the order of the form', () => {
    const { root } = createTestRoot();
    expect(fields(root)).toEqual([
      'tariff.tariff',
      'sender.name',
      'sender.phone',
      'sender.email',
      'from.city',
      'from.deliveryMethod',
      'recipient.name',
      'recipient.phone',
      'to.city',
      'to.deliveryMethod',
    ]);
  });

  it('a filled order misses nothing', () => {
    expect(orderProblems(filledOrder().root)).toEqual([]);
  });

  it('the payer needs an e-mail, wherever the payer comes from', () => {
    const { root } = filledOrder();
    root.order.setPayerSource('recipient');
    expect(orderProblems(root)).toEqual([
      { section: 'recipient', field: 'email', key: 'validation.required' },
    ]);
  });

  it('asks for passports when the tariff needs them', () => {
    const { root } = filledOrder();
    root.order.setTariff(testOffer('t1', 2500, true));
    expect(fields(root)).toEqual([
      'sender.passport.series',
      'sender.passport.number',
      'sender.passport.date',
      'recipient.passport.series',
      'recipient.passport.number',
      'recipient.passport.date',
    ]);
  });

  it('follows the order as it changes', () => {
    const { root } = filledOrder();
    root.order.contacts.sender.set({ phone: '+7 912' });
    expect(orderProblems(root)).toEqual([{ section: 'sender', field: 'phone', key: 'validation.phone' }]);
    root.order.contacts.sender.set({ phone: '+7 912 000-00-01' });
    expect(orderProblems(root)).toEqual([]);
  });

  it("a manager's order on behalf of a customer needs the customer's valid e-mail", () => {
    const { root } = filledOrder();
    root.order.setFlags({ isManager: true, isInternal: true });
    root.order.setCustomerEmail('client@');
    expect(orderProblems(root)).toEqual([
      { section: 'customer', field: 'email', key: 'validation.rule.email' },
    ]);
    root.order.setCustomerEmail(' client@mail.ru ');
    expect(orderProblems(root)).toEqual([]);
  });

  it('a customer is never asked for the manager fields', () => {
    const { root } = filledOrder();
    root.order.setFlags({ isInternal: true });
    expect(orderProblems(root)).toEqual([]);
  });
});
