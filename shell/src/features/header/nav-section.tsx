import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { MenuSection } from '../navigation/menu';
import { LazyHeaderMenu } from './lazy-header-menu';

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
      <LazyHeaderMenu
        id={menuId}
        anchor={anchor}
        onClose={close}
        entries={section.children.map((page) => ({ label: t(page.label), to: page.to }))}
      />
    </>
  );
}
