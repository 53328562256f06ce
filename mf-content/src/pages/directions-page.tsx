import { createDataPage } from '../kit/data-page';
import { directionsPage } from '../features/directions/directions-page';

export default createDataPage(directionsPage);
