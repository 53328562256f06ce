import { emptyOrderForm, type OrderFormValues } from '@dostavka/shared-kernel/stores';
import { createTestRoot, fillTestOrder, testOffer } from '@dostavka/shared-kernel/testing';
import { loadOrderRules, orderRulesContext, type OrderRules } from './order-problems';

type Root = ReturnType<typeof createTestRoot>['root'];

function filledOrder(passport = false) {
  const setup = createTestRoot();
  const values = fillTestOrder(setup.root, testOffer('t1', 2500, passport));
  return { ...setup, values };
}

let rules: OrderRules;
beforeAll(async () => {
  rules = await loadOrderRules();
});

const problems = (root: Root, values: OrderFormValues) => rules.problems(values, orderRulesContext(root));
const fields = (root: Root, values: OrderFormValues) =>
  problems(root, values).map((p) => `${p.section}.${p.field}`);

describe('what the order still misses, by the kernel rules', () => {
  it('lists what is missing in the order of the form', () => {
    const { root } = createTestRoot();
    expect(fields(root, emptyOrderForm())).toEqual([
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
    const { root, values } = filledOrder();
    expect(problems(root, values)).toEqual([]);
  });

  it('the payer needs an e-mail, wherever the payer comes from', () => {
    const { root, values } = filledOrder();
    expect(problems(root, { ...values, payerSource: 'recipient' })).toEqual([
      { section: 'recipient', field: 'email', key: 'validation.required' },
    ]);
  });

  it('asks private persons for passports when the tariff needs them; a company has its codes', () => {
    const { root, values } = filledOrder();
    root.order.setTariff(testOffer('t1', 2500, true));
    expect(fields(root, values)).toEqual([
      'recipient.passport.series',
      'recipient.passport.number',
      'recipient.passport.date',
    ]);
    const { company: _company, ...person } = values.sender;
    expect(fields(root, { ...values, sender: { ...person, enterprise: false } })).toEqual([
      'sender.passport.series',
      'sender.passport.number',
      'sender.passport.date',
      'recipient.passport.series',
      'recipient.passport.number',
      'recipient.passport.date',
    ]);
  });

  it('follows the values as they change, and fields final-form left empty count as empty', () => {
    const { root, values } = filledOrder();
    const sender = { ...values.sender, phone: '+7 912' };
    expect(problems(root, { ...values, sender })).toEqual([
      { section: 'sender', field: 'phone', key: 'validation.phone' },
    ]);
    const { name: _name, ...nameless } = values.recipient;
    expect(problems(root, { ...values, recipient: nameless as OrderFormValues['recipient'] })).toEqual([
      { section: 'recipient', field: 'name', key: 'validation.required' },
    ]);
  });

  it('follows the shipment: a courier needs an address', () => {
    const { root, values } = filledOrder();
    root.shipment.setAddress('to', { value: ' ' });
    expect(fields(root, values)).toEqual(['to.address']);
  });

  it("a manager's order on behalf of a customer needs the customer's valid e-mail", () => {
    const { root, values } = filledOrder();
    root.profile.setManagerMode(true);
    expect(problems(root, { ...values, customer: { internal: true, email: 'client@' } })).toEqual([
      { section: 'customer', field: 'email', key: 'validation.rule.email' },
    ]);
    expect(problems(root, { ...values, customer: { internal: true, email: ' client@mail.ru ' } })).toEqual(
      [],
    );
  });

  it('a customer is never asked for the manager fields', () => {
    const { root, values } = filledOrder();
    expect(problems(root, { ...values, customer: { internal: true, email: '' } })).toEqual([]);
  });

  it("the form's validate nests the same problems by field name", () => {
    const { root } = createTestRoot();
    const validate = rules.validate(() => orderRulesContext(root));
    const values = emptyOrderForm();
    values.sender = {
      ...values.sender,
      enterprise: true,
      company: { name: 'ООО', inn: '7707083894', kpp: '' },
    };
    expect(validate(values)).toMatchObject({
      tariff: 'validation.tariff',
      sender: { name: 'validation.required', company: { inn: 'validation.inn' } },
      from: { city: 'validation.required', deliveryMethod: expect.any(String) },
    });
  });
});
