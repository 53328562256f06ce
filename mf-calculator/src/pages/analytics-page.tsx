import type { ReactElement } from 'react';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';

/** Staff tariff analytics (feature flag staff-tariff-analytics): aggregates of a search per provider. */
export default function AnalyticsPage({ page }: RemotePageProps): ReactElement {
  return <PageFrame page={page} />;
}
