import { createRemotePages } from '@dostavka/shared-kernel/remote';

export const { bootstrap, mount, unmount, update } = createRemotePages('mf_content', {
  home: () => import('./pages/home-page'),
  landing: () => import('./pages/landing-page'),
  directions: () => import('./pages/directions-page'),
  about: () => import('./pages/about-page'),
  autopark: () => import('./pages/autopark-page'),
  contacts: () => import('./pages/contacts-page'),
  documents: () => import('./pages/documents-page'),
  faqs: () => import('./pages/faqs-page'),
  requisites: () => import('./pages/requisites-page'),
  faq: () => import('./pages/faq-page'),
  page: () => import('./pages/content-page'),
});
