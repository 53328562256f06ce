import { ContactModel } from './contact-model';

describe('an order contact', () => {
  it('enabling enterprise creates an empty company; disabling removes it', () => {
    const contact = new ContactModel();
    contact.setEnterprise(true);
    contact.setCompany({ inn: '7707083893' });
    expect(contact.data.company).toEqual({ name: '', inn: '7707083893', kpp: '' });
    contact.setEnterprise(false);
    expect(contact.data).not.toHaveProperty('company');
    contact.setEnterprise(true);
    expect(contact.data.company).toEqual({ name: '', inn: '', kpp: '' });
  });

  it('a company can be edited only while enterprise is on', () => {
    const contact = new ContactModel();
    contact.setCompany({ name: 'ООО' });
    expect(contact.data).not.toHaveProperty('company');
  });

  it('passport data is filled in parts and can be reset', () => {
    const contact = new ContactModel();
    contact.setPassport({ series: '4010' });
    contact.setPassport({ date: '2015-04-20' });
    expect(contact.data.passport).toEqual({ series: '4010', number: '', date: '2015-04-20' });
    contact.resetPassport();
    expect(contact.data).not.toHaveProperty('passport');
  });

  it('restores a stored copy, taking a company only with enterprise on', () => {
    const contact = new ContactModel();
    contact.restore({
      name: 'Иван',
      phone: '+79120000001',
      email: 7,
      enterprise: false,
      company: { name: 'ООО', inn: '7707083893', kpp: '773601001' },
      passport: { series: '4010', number: 123456 },
    });
    expect(contact.data).toEqual({
      name: 'Иван',
      comment: '',
      email: '',
      phone: '+79120000001',
      enterprise: false,
      passport: { series: '4010', number: '', date: '' },
    });
  });
});
