import type { HeadInput, PageHead } from '@dostavka/shared-kernel/ssr';
import { COMPANY, NOT_FOUND_MESSAGE } from '@dostavka/shared-kernel/domain';
import type { Language } from '@dostavka/shared-kernel/i18n';

const SITE_NAME = { ru: COMPANY.brand, en: COMPANY.brandEn } as const;
const LOCALES = { ru: 'ru_RU', en: 'en_US' } as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON in a script element: nothing in it may close the element. */
const jsonLd = (value: object) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The address of a page in a language: Russian has none of its own, English adds ?lang=en. */
export function languageUrl(origin: string, path: string, lang: Language): string {
  return `${origin}${path}${lang === 'en' ? '?lang=en' : ''}`;
}

/** The company as schema.org reads it, from the kernel's one source of company facts. */
function organization(origin: string, lang: Language): object {
  const { postal, requisites } = COMPANY;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME[lang],
    legalName: lang === 'ru' ? COMPANY.legalName : COMPANY.legalNameEn,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: COMPANY.phone,
    email: COMPANY.email,
    taxID: requisites.inn,
    address: {
      '@type': 'PostalAddress',
      postalCode: postal.postcode,
      streetAddress: postal.street,
      addressLocality: lang === 'ru' ? postal.locality : postal.localityEn,
      addressCountry: postal.country,
    },
  };
}

function breadcrumbList(head: PageHead, origin: string, lang: Language): object {
  const home = { name: lang === 'ru' ? 'Главная' : 'Home', url: '/' };
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...head.breadcrumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: languageUrl(origin, crumb.url, lang),
    })),
  };
}

/** Title, description, canonical and language alternates, Open Graph and JSON-LD of a page. */
export function renderHead({ head, origin, pathname, lang, noindex = false }: HeadInput): string {
  const path = head.canonicalPath ?? pathname;
  const canonical = languageUrl(origin, path, lang);
  const [title, description] = [escapeHtml(head.title), escapeHtml(head.description)];
  if (noindex) {
    return [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}" />`,
      '<meta name="robots" content="noindex" />',
    ].join('\n    ');
  }
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(['ru', 'en'] as const).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(languageUrl(origin, path, alternate))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(origin, path, 'ru'))}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${SITE_NAME[lang]}" />`,
    `<meta property="og:locale" content="${LOCALES[lang]}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/favicon.svg`)}" />`,
    jsonLd(organization(origin, lang)),
    ...(head.breadcrumbs.length > 0 ? [jsonLd(breadcrumbList(head, origin, lang))] : []),
    ...(head.jsonLd ?? []).map(jsonLd),
  ].join('\n    ');
}

export function notFoundHead(lang: Language): PageHead {
  return {
    title: `${NOT_FOUND_MESSAGE} — ${SITE_NAME[lang]}`,
    description: lang === 'ru' ? 'Страница не найдена.' : 'The page was not found.',
    breadcrumbs: [],
  };
}
