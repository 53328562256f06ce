import { createDataPage } from '../kit/data-page';
import { contentPage } from '../features/catalogue/content-page';

export default createDataPage(contentPage);
