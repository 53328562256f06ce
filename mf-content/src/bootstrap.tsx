import { mountStandalone } from '@dostavka/shared-kernel/remote';
import * as pages from './pages';

// Runs only when the remote is opened on its own (npm run dev -w mf-content); the shell loads ./pages.
void mountStandalone('mf_content', pages);
