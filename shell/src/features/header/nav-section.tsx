import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { MenuSection } from '../navigation/menu';
import { CountBadge, useMenuCounts } from '../navigation/menu-counts';
import { LazyHeaderMenu } from './lazy-header-menu';

/** A menu section of the header: a button opening its sub-pages (keyboard: Enter, arrows, Escape). */
export function NavSection({ section }: { section: MenuSection }): ReactElement {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const counts = useMenuCounts();
  const countOf = (badge: keyof typeof counts | undefined) => (badge ? counts[badge] : undefined);
  const total = section.children.reduce((sum, page) => sum + (countOf(page.badge) ?? 0), 0);
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
        <CountBadge count={total} />
      </Button>
      <LazyHeaderMenu
        id={menuId}
        anchor={anchor}
        onClose={close}
        entries={section.children.map((page) => ({
          label: t(page.label),
          to: page.to,
          ...(page.badge ? { count: countOf(page.badge) ?? 0 } : {}),
        }))}
      />
    </>
  );
}
