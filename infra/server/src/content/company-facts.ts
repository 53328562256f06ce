/**
 * Company facts in stored texts: content pages hold placeholders such as `{{company.phone}}`
 * instead of the facts themselves, and the page is filled from the kernel's `COMPANY` when it is
 * read, so the contacts and requisites pages can never disagree with the footer or the waybill.
 */
import { COMPANY, formatPhone } from '@dostavka/shared-kernel/domain';
import { escapeHtml } from '../escape-html';

type Lang = 'ru' | 'en';

const { requisites } = COMPANY;

/** Every fact a text may name, in both languages. */
const FACTS: Record<string, Record<Lang, string>> = {
  brand: { ru: COMPANY.brand, en: COMPANY.brandEn },
  legalName: { ru: COMPANY.legalName, en: COMPANY.legalNameEn },
  fullLegalName: { ru: COMPANY.fullLegalName, en: COMPANY.legalNameEn },
  phone: { ru: formatPhone(COMPANY.phone), en: formatPhone(COMPANY.phone) },
  email: { ru: COMPANY.email, en: COMPANY.email },
  address: { ru: COMPANY.address, en: COMPANY.addressEn },
  hours: { ru: COMPANY.hours, en: COMPANY.hoursEn },
  inn: { ru: requisites.inn, en: requisites.inn },
  kpp: { ru: requisites.kpp, en: requisites.kpp },
  ogrn: { ru: requisites.ogrn, en: requisites.ogrn },
  bank: { ru: requisites.bank, en: requisites.bankEn },
  account: { ru: requisites.account, en: requisites.account },
  correspondentAccount: { ru: requisites.correspondentAccount, en: requisites.correspondentAccount },
  bik: { ru: requisites.bik, en: requisites.bik },
};

const PLACEHOLDER = /\{\{company\.([A-Za-z]+)\}\}/g;

/** The text with every company placeholder replaced (HTML-escaped); an unknown name stays as written. */
export function fillCompanyFacts(text: string, lang: Lang): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const fact = FACTS[name];
    return fact ? escapeHtml(fact[lang]) : whole;
  });
}

/** The company's signature under every e-mail: plain text and HTML. */
export function companySignature(lang: Lang): { text: string; html: string } {
  const fact = (name: string) => FACTS[name]![lang];
  const inn = lang === 'ru' ? 'ИНН' : 'INN';
  const lines = [
    `${fact('brand')} · ${fact('phone')} · ${fact('email')} · ${fact('hours')}`,
    `${fact('legalName')}, ${inn} ${fact('inn')}, ${fact('address')}`,
  ];
  return {
    text: `\n\n--\n${lines.join('\n')}`,
    html: `<hr /><p style="color:#666;font-size:12px">${lines.map(escapeHtml).join('<br />')}</p>`,
  };
}
