import { createDataPage } from '../kit/data-page';
import { landingPage } from '../features/home/home-page';

export default createDataPage(landingPage);
