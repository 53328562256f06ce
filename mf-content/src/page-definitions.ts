import { autoparkPage } from './features/company/autopark-page';
import { sitePage } from './features/company/site-page';
import { contentPage } from './features/catalogue/content-page';
import { directionsPage } from './features/directions/directions-page';
import { homePage, landingPage } from './features/home/home-page';
import { faqPage, faqsPage } from './features/info/faq-pages';
import type { PageDefinition } from './kit/define-page';

/** Company and information pages whose texts the content service keeps by address. */
export const SITE_PAGES = {
  '/additional/about/': sitePage('/additional/about/'),
  '/additional/contacts/': sitePage('/additional/contacts/'),
  '/common/documents/': sitePage('/common/documents/'),
  '/common/requisites/': sitePage('/common/requisites/'),
} as const;

/** Every page of the remote by the route table's page name: what the server build renders. */
export const PAGE_DEFINITIONS: Record<string, PageDefinition<never>> = {
  home: homePage,
  landing: landingPage,
  directions: directionsPage,
  about: SITE_PAGES['/additional/about/'],
  autopark: autoparkPage,
  contacts: SITE_PAGES['/additional/contacts/'],
  documents: SITE_PAGES['/common/documents/'],
  faqs: faqsPage,
  requisites: SITE_PAGES['/common/requisites/'],
  faq: faqPage,
  page: contentPage,
} as Record<string, PageDefinition<never>>;
