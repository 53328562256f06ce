import { createDataPage } from '../kit/data-page';
import { autoparkPage } from '../features/company/autopark-page';

export default createDataPage(autoparkPage);
