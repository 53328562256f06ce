import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { OrderStatus } from '@dostavka/shared-kernel/domain';

/** The palette colour of each status; null: the neutral grey of a chip without a colour. */
const COLORS: Record<OrderStatus, 'info' | 'primary' | 'success' | 'error' | null> = {
  created: null,
  confirmed: 'info',
  picked_up: 'info',
  in_transit: 'primary',
  arrived: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

/**
 * An order's status as a filled chip (MUI's Chip measures: 24 px high when small, 32 otherwise,
 * 13 px text, fully rounded). Drawn with a Box: MUI's Chip, made for deletable and clickable
 * chips, was 3 KB gzip of the order history's first view for a label.
 */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: 'small' | 'medium';
}): ReactElement {
  const { t } = useTranslation('order');
  const color = COLORS[status];
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        height: size === 'small' ? 24 : 32,
        px: size === 'small' ? 1 : 1.5,
        borderRadius: 16,
        fontSize: '0.8125rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
        bgcolor: color ? `${color}.main` : 'action.selected',
        color: color ? `${color}.contrastText` : 'text.primary',
      }}
    >
      {t(`status.${status}`)}
    </Box>
  );
}
