import { useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

import { useStore, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { useCalculatorTranslation } from '../../i18n/texts';

/** Whether the element with this id is on screen (true until it exists). */
function useOnScreen(id: string): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  });
  return visible;
}

/**
 * On a phone the offers sit under the long form: while they are out of sight a bar at the bottom
 * says how many there are and from what price, and takes the visitor to them.
 */
export const ResultsJump = observer(function ResultsJump(): ReactElement | null {
  const { t } = useCalculatorTranslation();
  const { cost: formatCost } = useNumberFormat();
  const { tariffs } = useStore();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const offersOnScreen = useOnScreen('offers');
  const count = tariffs.items.length;
  if (!narrow || offersOnScreen || (count === 0 && !tariffs.searching)) return null;
  const cheapest = tariffs.sorted.length > 0 ? Math.min(...tariffs.items.map((offer) => offer.total)) : null;
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'fixed',
        left: 8,
        right: 8,
        bottom: 8,
        zIndex: 'appBar',
        p: 1,
        pl: 2,
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {cheapest === null
            ? t('offers.jumpSearching')
            : t('offers.jumpFound', { count, total: formatCost(cheapest) })}
        </Typography>
      </Box>
      <Button
        variant="contained"
        onClick={() =>
          document.getElementById('offers')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
        }
      >
        {t('offers.jump')}
      </Button>
    </Paper>
  );
});
