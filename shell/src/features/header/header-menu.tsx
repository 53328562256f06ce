import type { ReactElement } from 'react';
import { CountBadge } from '../navigation/menu-counts';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useAppNavigate } from '@dostavka/shared-kernel/ui-core';

/** An entry of a header menu: a page, an action, or a divider between them. */
export type HeaderMenuEntry =
  { label: string; to: string; count?: number } | { label: string; onClick(): void } | 'divider';

export interface HeaderMenuProps {
  id: string;
  anchor: HTMLElement | null;
  entries: HeaderMenuEntry[];
  onClose(): void;
}

/**
 * The drop-down of a header button (a menu section, the account). Loaded with its first opening:
 * MUI's Menu, Popover and Modal are not part of the first view.
 */
export default function HeaderMenu({ id, anchor, entries, onClose }: HeaderMenuProps): ReactElement {
  const navigate = useAppNavigate();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {entries.map((entry, index) =>
        entry === 'divider' ? (
          <Divider key={`divider-${index}`} />
        ) : 'to' in entry ? (
          <MenuItem
            key={entry.to}
            component="a"
            href={entry.to}
            onClick={(event) => {
              onClose();
              navigate(entry.to)(event);
            }}
          >
            {entry.label}
            <CountBadge count={entry.count} />
          </MenuItem>
        ) : (
          <MenuItem
            key={entry.label}
            onClick={() => {
              onClose();
              entry.onClick();
            }}
          >
            {entry.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
