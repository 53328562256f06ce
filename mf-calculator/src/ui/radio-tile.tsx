import type { ComponentType, ReactElement, ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

export interface RadioTileProps {
  checked: boolean;
  onSelect(): void;
  icon: ComponentType<{ color?: 'primary' | 'action' }>;
  title: string;
  /** The accessible name when the title alone is not it. */
  label?: string;
  /** Lines under the title. */
  children?: ReactNode;
}

/** One choice of a radio group drawn as a tile: icon, title and a few lines, the chosen one framed. */
export function RadioTile({
  checked,
  onSelect,
  icon: Icon,
  title,
  label,
  children,
}: RadioTileProps): ReactElement {
  return (
    <ButtonBase
      role="radio"
      aria-checked={checked}
      {...(label ? { 'aria-label': label } : {})}
      onClick={onSelect}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        gap: 0.5,
        p: 1.25,
        borderRadius: 2,
        border: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'rgba(29, 79, 145, 0.06)' : 'background.paper',
        textAlign: 'left',
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.light' },
      }}
    >
      <Icon color={checked ? 'primary' : 'action'} />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </ButtonBase>
  );
}

/** A secondary line of a tile. */
export function TileLine({ children }: { children: ReactNode }): ReactElement {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
      {children}
    </Typography>
  );
}
