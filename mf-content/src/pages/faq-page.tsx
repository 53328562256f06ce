import { createDataPage } from '../kit/data-page';
import { faqPage } from '../features/info/faq-pages';

export default createDataPage(faqPage);
