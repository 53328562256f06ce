import { createRemotePages } from '@dostavka/shared-kernel/remote';
import { createDataPage } from './kit/data-page';
import { PAGE_TABLE } from './page-table';

export const { bootstrap, mount, unmount, update } = createRemotePages(
  'mf_content',
  Object.fromEntries(
    Object.entries(PAGE_TABLE).map(([name, definition]) => [
      name,
      async () => ({ default: createDataPage(await definition()) }),
    ]),
  ),
);
