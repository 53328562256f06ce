import { createDataPage } from '../kit/data-page';
import { homePage } from '../features/home/home-page';

export default createDataPage(homePage);
