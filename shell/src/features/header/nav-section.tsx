import { useId, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuSection } from '../navigation/menu';

/** A menu section of the header: a button opening its sub-pages (keyboard: Enter, arrows, Escape). */
export function NavSection({ section }: { section: MenuSection }): ReactElement {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', fontWeight: 500, fontSize: 16, whiteSpace: 'nowrap' }}
      >
        {t(section.label)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {section.children.map((page) => (
          <MenuItem key={page.to} component={RouterLink} to={page.to} onClick={close}>
            {t(page.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
