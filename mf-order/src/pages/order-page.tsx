import type { ReactElement } from 'react';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';

export default function OrderPage({ page }: RemotePageProps): ReactElement {
  return <PageFrame page={page} />;
}
