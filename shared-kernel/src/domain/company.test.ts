import { COMPANY, COMPANY_PHONE_HREF } from './company';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './company-codes';
import { isValidEmail } from './email';
import { formatPhone } from './phone';

describe('the company facts', () => {
  const { requisites } = COMPANY;

  test('the tax and registration codes pass their check digits', () => {
    expect(isValidInn(requisites.inn)).toBe(true);
    expect(requisites.inn).toHaveLength(10);
    expect(isValidKpp(requisites.kpp)).toBe(true);
    // The KPP is issued by the tax office of the INN's region.
    expect(requisites.kpp.slice(0, 2)).toBe(requisites.inn.slice(0, 2));
    expect(isValidOgrn(requisites.ogrn)).toBe(true);
    expect(requisites.ogrn).toHaveLength(13);
  });

  test('the bank details pass the Bank of Russia’s keys', () => {
    expect(isValidBik(requisites.bik)).toBe(true);
    expect(isValidSettlementAccount(requisites.account, requisites.bik)).toBe(true);
    expect(isValidCorrespondentAccount(requisites.correspondentAccount, requisites.bik)).toBe(true);
    // The correspondent account ends with the BIK's last three digits.
    expect(requisites.correspondentAccount.slice(-3)).toBe(requisites.bik.slice(-3));
    // A company's rouble account: 407 (non-state organisation), 810 (roubles).
    expect(requisites.account.slice(0, 8)).toBe('40702810');
  });

  test('the phone, e-mail and address are usable', () => {
    expect(formatPhone(COMPANY.phone)).toBe('+7 (812) 407-15-15');
    expect(COMPANY_PHONE_HREF).toBe('tel:+78124071515');
    expect(isValidEmail(COMPANY.email)).toBe(true);
    expect(COMPANY.address).toContain(COMPANY.postal.postcode);
    expect(COMPANY.address).toContain(COMPANY.postal.locality);
    expect(COMPANY.fullLegalName).toContain(COMPANY.legalName.replace('ООО ', ''));
  });
});

describe('bank detail checks', () => {
  test('a changed digit breaks the account key', () => {
    expect(isValidSettlementAccount('40702810390000012345', '044030790')).toBe(false);
    expect(isValidSettlementAccount('40702810290000012345', '044030791')).toBe(false);
    expect(isValidCorrespondentAccount('30101810900000000791', '044030790')).toBe(false);
  });

  test('a known bank’s published details pass', () => {
    // Sberbank, Moscow: BIK 044525225, correspondent account 30101810400000000225.
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true);
  });

  test.each(['04403079', '144030790', '04403079a', ''])('“%s” is not a BIK', (bik) => {
    expect(isValidBik(bik)).toBe(false);
  });

  test('an account must have 20 digits and a correspondent account starts with 301', () => {
    expect(isValidSettlementAccount('4070281029000001234', '044030790')).toBe(false);
    expect(isValidCorrespondentAccount('40702810290000012345', '044030790')).toBe(false);
  });
});
