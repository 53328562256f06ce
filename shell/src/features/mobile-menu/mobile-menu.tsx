import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { COMPANY, COMPANY_PHONE_HREF, formatPhone } from '@dostavka/shared-kernel/domain';
import { isDialogEntry, PhoneIcon, useCloseOnBack, useStore } from '@dostavka/shared-kernel/ui-core';
import { isSection, LANDING_ANCHORS, type MenuPage, type MenuSection } from '../navigation/menu';
import { useVisibleMenu } from '../navigation/use-visible-menu';
import { CountBadge, useMenuCounts } from '../navigation/menu-counts';
import { scrollToAnchor } from '../navigation/scroll';
import { useCurrentPath } from '../navigation/current-path';

function Section({ section, go }: { section: MenuSection; go(page: MenuPage): void }): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const counts = useMenuCounts();
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open ? 'true' : 'false'}>
        <ListItemText primary={t(section.label)} />
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {section.children.map((page) => (
            <ListItemButton key={page.to} sx={{ pl: 4 }} onClick={() => go(page)}>
              <ListItemText primary={t(page.label)} />
              {page.badge ? <CountBadge count={counts[page.badge]} /> : null}
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}

/**
 * Once the menu's history entry is taken away (a step back: its popstate, then the browser's own
 * scroll restoration of the page's entry), so that the restoration does not undo a scroll.
 */
function afterMenuEntry(leaving: boolean, then: () => void): void {
  if (!leaving) return then();
  window.addEventListener('popstate', () => window.setTimeout(then), { once: true });
}

/**
 * The menu below lg: a drawer holding the sections (with their sub-pages) and the pages, the
 * landing page's anchors when on it, and the header actions. The drawer (a modal) locks the
 * page's scroll while open, and closes on the browser's Back. A page chosen in it takes the
 * menu's history entry (replace): Back from there returns to the page the menu was opened on.
 */
export const MobileMenu = observer(function MobileMenu(): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const pathname = useCurrentPath();
  const menu = useVisibleMenu();
  const open = store.modals.isShown('mobileMenu');
  const close = () => store.modals.hide('mobileMenu');
  useCloseOnBack(open, close);

  const go = (page: MenuPage) => {
    const leaving = isDialogEntry();
    close();
    const [path, hash] = page.to.split('#');
    if (hash && path === pathname) afterMenuEntry(leaving, () => scrollToAnchor(hash, 'smooth'));
    // From the menu's entry: the navigate handlers replace it (isDialogEntry).
    else store.bus.emit('navigate', { to: page.to });
  };
  const openModal = (name: 'feedback' | 'callback') => {
    close();
    store.modals.show(name);
  };

  return (
    <Drawer open={open} onClose={close} anchor="left" slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box role="navigation" aria-label={t('nav.label')}>
        <List>
          {menu.map((item) =>
            isSection(item) ? (
              <Section key={item.label} section={item} go={go} />
            ) : (
              <ListItemButton key={item.to} onClick={() => go(item)}>
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            ),
          )}
        </List>
        {pathname === '/allottedLanding/' && (
          <List subheader={<ListSubheader>{t('landing.sections')}</ListSubheader>}>
            {LANDING_ANCHORS.map((anchor) => (
              <ListItemButton key={anchor.to} onClick={() => go(anchor)}>
                <ListItemText primary={t(anchor.label)} />
              </ListItemButton>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Button href={COMPANY_PHONE_HREF} startIcon={<PhoneIcon />}>
            {formatPhone(COMPANY.phone)}
          </Button>
          <Button variant="outlined" onClick={() => openModal('feedback')}>
            {t('header.writeUs')}
          </Button>
          <Button variant="contained" onClick={() => openModal('callback')}>
            {t('header.callMe')}
          </Button>
          <Button onClick={close}>{t('menu.close')}</Button>
        </Box>
      </Box>
    </Drawer>
  );
});
