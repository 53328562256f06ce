import type { ReactElement } from 'react';
import { NotFoundView } from '@dostavka/shared-kernel/ui';

export function NotFoundPage(): ReactElement {
  return <NotFoundView />;
}
