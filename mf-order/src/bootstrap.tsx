import { mountStandalone } from '@dostavka/shared-kernel/remote';
import * as pages from './pages';

// Runs only when the remote is opened on its own (npm run dev -w mf-order); the shell loads ./pages.
void mountStandalone('mf_order', pages);
