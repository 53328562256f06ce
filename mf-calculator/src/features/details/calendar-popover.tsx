import type { ReactElement } from 'react';
import Popover from '@mui/material/Popover';
import { Calendar, type CalendarProps } from './calendar';

export interface CalendarPopoverProps extends CalendarProps {
  /** The calendar's button; none keeps the calendar closed. */
  anchor: HTMLElement | null;
  /** Names the calendar's dialog (the date field's label). */
  label: string;
  onClose(): void;
}

/**
 * The date field's calendar under its button. A chunk of its own: MUI's Popover brings its modal
 * layer and transitions (about 8 KB gzip), which the calculator's first view does not need.
 */
export default function CalendarPopover({
  anchor,
  label,
  onClose,
  ...calendar
}: CalendarPopoverProps): ReactElement {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
    >
      <Calendar {...calendar} />
    </Popover>
  );
}
