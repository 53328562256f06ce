import { useEffect, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Box } from '@mui/material';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { prefillCalculator } from '@dostavka/shared-kernel/stores';
import { CityPickerField } from '@dostavka/shared-kernel/ui';

/**
 * The calculator's route: origin and destination in the order store, filled from a calculator
 * link (the content pages' calculator entry) when the page opens with one.
 */
function CalculatorPage({ page, query, store }: RemotePageProps): ReactElement {
  const { from, to } = store.order.directions;
  useEffect(() => {
    void prefillCalculator(store, query);
  }, [store, query.from, query.to, query.weight]);
  return (
    <PageFrame page={page}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 720 }}>
        <CityPickerField
          side="from"
          value={from.city}
          onChange={(city) => store.order.setCity('from', city)}
        />
        <CityPickerField side="to" value={to.city} onChange={(city) => store.order.setCity('to', city)} />
      </Box>
    </PageFrame>
  );
}

export default observer(CalculatorPage);
