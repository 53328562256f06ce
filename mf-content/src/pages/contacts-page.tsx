import { createDataPage } from '../kit/data-page';
import { SITE_PAGES } from '../page-definitions';

export default createDataPage(SITE_PAGES['/additional/contacts/']);
