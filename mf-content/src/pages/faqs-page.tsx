import { createDataPage } from '../kit/data-page';
import { faqsPage } from '../features/info/faq-pages';

export default createDataPage(faqsPage);
