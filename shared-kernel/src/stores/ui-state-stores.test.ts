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
