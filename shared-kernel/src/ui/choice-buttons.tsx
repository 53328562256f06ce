import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface ChoiceButtonsProps<V extends string> {
  /** The choices in order, each with its label. */
  options: ReadonlyArray<{ value: V; label: ReactNode }>;
  value: V | null;
  onChange(value: V): void;
  /** The group's name: its text, or the id of the element holding it. */
  label?: string;
  labelledBy?: string;
}

/**
 * One of a few choices as joined buttons, the chosen one pressed (`aria-pressed`), in a labelled
 * group. What MUI's exclusive ToggleButtonGroup shows, on the Button every page already loads
 * (the group, its buttons and their roving focus are 5–8 KB gzip more for a first view).
 */
export function ChoiceButtons<V extends string>({
  options,
  value,
  onChange,
  label,
  labelledBy,
}: ChoiceButtonsProps<V>): ReactElement {
  return (
    <Box
      role="group"
      aria-label={label}
      aria-labelledby={labelledBy}
      sx={{ display: 'flex', flexWrap: 'wrap' }}
    >
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Button
            key={option.value}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            color={pressed ? 'primary' : 'inherit'}
            disableElevation
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(option.value);
            }}
            sx={{
              px: 1.5,
              // MUI's grey for an inactive control is below the 4.5:1 contrast text needs.
              color: pressed ? undefined : 'text.primary',
              borderColor: 'divider',
              '&:not(:first-of-type)': { ml: '-1px', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
              '&:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
            }}
          >
            {option.label}
          </Button>
        );
      })}
    </Box>
  );
}
