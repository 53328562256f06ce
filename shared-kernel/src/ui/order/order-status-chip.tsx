import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '@dostavka/shared-kernel/domain';

const COLORS: Record<OrderStatus, ChipProps['color']> = {
  created: 'default',
  confirmed: 'info',
  picked_up: 'info',
  in_transit: 'primary',
  arrived: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: ChipProps['size'];
}): ReactElement {
  const { t } = useTranslation('order');
  return <Chip size={size} color={COLORS[status]} label={t(`status.${status}`)} />;
}
