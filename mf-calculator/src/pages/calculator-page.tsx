import { useEffect, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import type { TariffOffer } from '@dostavka/shared-kernel/domain';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { PageLoader, usePageTexts } from '@dostavka/shared-kernel/ui-core';
import { SearchForm } from '../features/search-form';
import type { CalculatorMode } from '../features/share/calculator-state';
import { useQueryState } from '../features/share/use-query-state';
import { watchSearch } from '../features/tariffs/live-search';
import { ResultsJump } from '../features/tariffs/results-jump';
import { TariffResults } from '../features/tariffs/tariff-results';
import { CALCULATOR_TEXTS, useCalculatorTranslation } from '../i18n/texts';
import { Columns } from '../ui/columns';

const modeOf = (page: string): CalculatorMode =>
  page === 'gazelles' || page === 'truck' ? page : 'calculator';

/**
 * The calculator (standard, vans, trucks): the form on the left, the live comparison on the
 * right (under the form on a phone). Its state lives in the address.
 */
function CalculatorPage({ page, query, store, bus }: RemotePageProps): ReactElement {
  const { ready: textsReady } = useCalculatorTranslation();
  const mode = modeOf(page);
  const heading = usePageTexts(CALCULATOR_TEXTS, mode);
  const { ready, missing } = useQueryState(store, bus, mode, query);

  useEffect(() => (ready ? watchSearch(store) : undefined), [ready, store]);

  const choose = (offer: TariffOffer) => {
    store.order.setTariff(offer);
    bus.emit('navigate', { to: '/order/' });
  };

  if (!textsReady) return <PageLoader />;
  return (
    <PageFrame {...heading}>
      <Columns from="lg" shares={[7, 5]} gap={{ xs: 2, md: 3 }} alignItems="start">
        <SearchForm missing={missing} />
        <Box>{ready ? <TariffResults onChoose={choose} /> : <PageLoader />}</Box>
      </Columns>
      <ResultsJump />
    </PageFrame>
  );
}

export default observer(CalculatorPage);
