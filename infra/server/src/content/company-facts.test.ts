/**
 * One source of company facts (issue 15): the kernel's COMPANY. The pages, e-mails and documents
 * read it; no other copy of a phone, an address, a legal name or a bank detail is left in the apps.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPANY, formatPhone, type ContentPage } from '@dostavka/shared-kernel/domain';
import { testServer } from '../../test/test-app';
import { companySignature, fillCompanyFacts } from './company-facts';

const ROOT = path.resolve(__dirname, '../../../..');
const SOURCES = [
  'shell/src',
  'mf-content/src',
  'mf-calculator/src',
  'mf-order/src',
  'mf-account/src',
  'shared-kernel/src',
  'infra/server/src',
  'infra/server/test',
];
/** The one place the facts are written. */
const SOURCE_OF_TRUTH = path.join(ROOT, 'shared-kernel/src/domain/company.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|json|html|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const digits = (text: string) => text.replace(/\D/g, '');
const { requisites } = COMPANY;

/** Copies of a fact, written out, and the placeholders the issue found. */
const FORBIDDEN: ReadonlyArray<[string, RegExp]> = [
  ['a placeholder phone', /000-00-00/],
  ['a Saint Petersburg phone', /\(812\)|\+7\s?812|8\s?\(?812\)?\s?\d/],
  ['the company phone', new RegExp(digits(COMPANY.phone).slice(4))],
  ['the company e-mail', new RegExp(COMPANY.email.replace('.', '\\.'))],
  ['the office street', /Салова|Salova|Складская улица|Skladskaya Street/],
  ['a legal name', /Доставка Логистик|Dostavka Logistik|ООО «Доставка»|Dostavka LLC|Dostavka Limited/],
  ...[
    requisites.inn,
    requisites.ogrn,
    requisites.account,
    requisites.correspondentAccount,
    requisites.bik,
  ].map((code) => ['a company code', new RegExp(code)] as [string, RegExp]),
  ['an old placeholder code', /7801000005|1127847000005|40702810000000000001|044030000/],
];

describe('no other copy of the company facts', () => {
  const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter(
    (file) => file !== SOURCE_OF_TRUTH && !/\.test\.tsx?$/.test(file),
  );

  test('the scan reads the apps (and would see a copy)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(FORBIDDEN.some(([, pattern]) => pattern.test(fs.readFileSync(SOURCE_OF_TRUTH, 'utf8')))).toBe(
      true,
    );
  });

  test.each(FORBIDDEN)('no file but company.ts holds %s', (_what, pattern) => {
    const found = files.filter((file) => pattern.test(fs.readFileSync(file, 'utf8')));
    expect(found.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

describe('filled from COMPANY', () => {
  test('placeholders become the facts, escaped; unknown ones stay', () => {
    expect(fillCompanyFacts('{{company.phone}} / {{company.legalName}} / {{company.nothing}}', 'ru')).toBe(
      `${formatPhone(COMPANY.phone)} / ${COMPANY.legalName.replace(/"/g, '&quot;')} / {{company.nothing}}`,
    );
    expect(fillCompanyFacts('{{company.address}}', 'en')).toBe(COMPANY.addressEn);
  });

  test('every e-mail ends with the company signature in the reader’s language', () => {
    expect(companySignature('ru').text).toContain(`ИНН ${requisites.inn}`);
    expect(companySignature('en').text).toContain(COMPANY.addressEn);
    expect(companySignature('ru').html).toContain(formatPhone(COMPANY.phone));
  });

  describe('the pages', () => {
    const server = testServer();
    const page = async (url: string) => {
      const response = await server.app.inject({
        url: `/api/content/content/page?url=${encodeURIComponent(url)}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json<ContentPage>();
    };

    test('contacts: the phone, e-mail, address and hours of COMPANY, in both languages', async () => {
      const contacts = await page('/additional/contacts/');
      for (const fact of [formatPhone(COMPANY.phone), COMPANY.email, COMPANY.address, COMPANY.hours])
        expect(contacts.body).toContain(fact);
      expect(contacts.en?.body).toContain(COMPANY.addressEn);
      expect(contacts.body).not.toContain('{{');
    });

    test('requisites and company details: the codes and bank details of COMPANY', async () => {
      const requisitesPage = await page('/common/requisites/');
      for (const fact of Object.values(requisites).filter((value) => /^\d+$/.test(value)))
        expect(requisitesPage.body).toContain(fact);
      expect(requisitesPage.body).toContain(COMPANY.fullLegalName);
      expect(requisitesPage.en?.body).toContain(requisites.bankEn);
      const company = await page('/company/');
      expect(company.body).toContain(`ОГРН ${requisites.ogrn}`);
    });
  });
});
