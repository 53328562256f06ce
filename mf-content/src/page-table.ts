import type { PageDefinition } from './kit/define-page';

type PageLoader = () => Promise<PageDefinition<unknown>>;

/**
 * Each definition's data type only has to agree between its own load, head and View; the table
 * forgets it (a View takes only its own data, so no common type would check more).
 */
const lazyPage = <D>(load: () => Promise<PageDefinition<D>>) => load as PageLoader;

const sitePage = (url: string) =>
  lazyPage(() => import('./features/company/site-page').then((module) => module.sitePage(url)));

/**
 * Every page of the remote by the route table's page name, each in a chunk of its own. The
 * browser's parcel (`pages.ts`) and the server build (`server.tsx`) both run the pages from it.
 */
export const PAGE_TABLE: Record<string, PageLoader> = {
  home: lazyPage(() => import('./features/home/home-page').then((module) => module.homePage)),
  landing: lazyPage(() => import('./features/home/home-page').then((module) => module.landingPage)),
  directions: lazyPage(() =>
    import('./features/directions/directions-page').then((module) => module.directionsPage),
  ),
  about: sitePage('/additional/about/'),
  autopark: lazyPage(() => import('./features/company/autopark-page').then((module) => module.autoparkPage)),
  contacts: sitePage('/additional/contacts/'),
  documents: sitePage('/common/documents/'),
  faqs: lazyPage(() => import('./features/info/faq-pages').then((module) => module.faqsPage)),
  requisites: sitePage('/common/requisites/'),
  faq: lazyPage(() => import('./features/info/faq-pages').then((module) => module.faqPage)),
  page: lazyPage(() => import('./features/catalogue/content-page').then((module) => module.contentPage)),
};
