import type { ReactElement } from 'react';
import { NotFoundView } from '@dostavka/shared-kernel/ui-core';

export function NotFoundPage(): ReactElement {
  return <NotFoundView />;
}
