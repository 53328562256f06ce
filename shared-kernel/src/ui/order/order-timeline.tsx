import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { statusPlace, type OrderTimelineEntry } from '@dostavka/shared-kernel/domain';
import { useDataNames, useDateFormat } from '@dostavka/shared-kernel/ui-core';

export interface OrderTimelineProps {
  timeline: readonly OrderTimelineEntry[];
  /** City names of the two ends, for where the cargo was at each step. */
  from: string;
  to: string;
}

/** The statuses an order went through, oldest first, each with its date, time and place. */
export function OrderTimeline({ timeline, from, to }: OrderTimelineProps): ReactElement {
  const { t } = useTranslation('order');
  const dates = useDateFormat();
  const names = useDataNames();
  const last = timeline.length - 1;
  return (
    <Box component="ol" aria-label={t('timeline.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {timeline.map((entry, index) => {
        const dateChange = entry.kind === 'loading_date';
        const place = dateChange ? null : statusPlace(entry.status, names.place(from), names.place(to));
        return (
          <Box
            component="li"
            key={`${entry.kind ?? 'status'}-${entry.status}-${entry.at}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: index === last ? 0 : 2,
              borderLeft: 2,
              borderColor: index === last ? 'transparent' : 'divider',
              ml: 0.75,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -7,
                top: 4,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: index === last ? 'primary.main' : 'grey.400',
              },
            }}
          >
            <Typography sx={{ fontWeight: index === last ? 700 : 500, lineHeight: 1.3 }}>
              {dateChange
                ? t('timeline.loadingDate', {
                    date: entry.loadingDate ? dates.format(entry.loadingDate, 'date') : '',
                  })
                : t(`status.${entry.status}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {dates.format(entry.at, 'dateTime')}
              {place ? ` · ${place}` : ''}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
