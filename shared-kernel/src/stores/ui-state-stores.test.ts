import { ContactModel } from './contact-model';
import { createTestRoot } from './test-support';

describe('modals', () => {
  it('show and hide by name', () => {
    const { root } = createTestRoot();
    root.modals.show('feedback');
    expect(root.modals.isShown('feedback')).toBe(true);
    expect(root.modals.isShown('callback')).toBe(false);
    root.modals.hide('feedback');
    expect(root.modals.isShown('feedback')).toBe(false);
    root.modals.toggle('mobileMenu');
    expect(root.modals.shown.mobileMenu).toBe(true);
  });

  it("the bus event 'auth:open' opens the sign-in modal", () => {
    const { root, bus } = createTestRoot();
    bus.emit('auth:open');
    expect(root.modals.isShown('auth')).toBe(true);
  });

  it('the captcha flag only goes to true', () => {
    const { root } = createTestRoot();
    expect(root.modals.captchaAdded).toBe(false);
    root.modals.markCaptchaAdded();
    root.modals.hide('auth');
    root.modals.markCaptchaAdded();
    expect(root.modals.captchaAdded).toBe(true);
  });
});

describe('switcher', () => {
  it('starts with no letter', () => {
    const { root } = createTestRoot();
    expect(root.switcher.letter).toBeNull();
  });

  it('selecting the selected letter again clears it', () => {
    const { root } = createTestRoot();
    root.switcher.selectLetter('М');
    expect(root.switcher.letter).toBe('М');
    root.switcher.selectLetter('М');
    expect(root.switcher.letter).toBeNull();
  });
});

describe('contact model', () => {
  it('enabling enterprise creates an empty company; disabling removes it', () => {
    const contact = new ContactModel();
    contact.setEnterprise(true);
    expect(contact.company).toEqual({ name: '', inn: '', kpp: '' });
    contact.setCompany({ inn: '7707083893' });
    expect(contact.data.company).toEqual({ name: '', inn: '7707083893', kpp: '' });
    contact.setEnterprise(false);
    expect(contact.company).toBeUndefined();
    expect(contact.data).not.toHaveProperty('company');
  });

  it('passport data can be reset', () => {
    const contact = new ContactModel();
    contact.setPassport({ series: '4010' });
    expect(contact.passport).toEqual({ series: '4010', number: '', date: '' });
    contact.resetPassport();
    expect(contact.data).not.toHaveProperty('passport');
  });
});
