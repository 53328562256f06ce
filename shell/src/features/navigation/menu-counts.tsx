import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { useFlags } from '../flags/flags-context';
import { useCurrentPath } from './current-path';
import { INBOX_MENU_FLAG, type MenuBadge } from './menu';

export type MenuCounts = Partial<Record<MenuBadge, number>>;

const MenuCountsContext = createContext<MenuCounts>({});

/**
 * The counts the menu shows beside its entries (the inbox's new items). Asked only of those whose
 * flag is on, again on every navigation and when the inbox says it changed something; the first
 * render (the server's and the hydrating one) has none. Also asks the flags again on every
 * navigation, so a flag changed since the tab opened takes effect now.
 */
export function MenuCountsProvider({ children }: { children: ReactNode }): ReactElement {
  const store = useStore();
  const flags = useFlags();
  const pathname = useCurrentPath();
  const [counts, setCounts] = useState<MenuCounts>({});
  const [changes, setChanges] = useState(0);
  const inboxOn = flags.isOn(INBOX_MENU_FLAG);
  const { refresh } = flags;

  // Not on the first page: its flags were just loaded.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    refresh();
  }, [pathname, refresh]);
  useEffect(() => store.bus.on('staff:inbox-changed', () => setChanges((n) => n + 1)), [store]);
  useEffect(() => {
    if (!inboxOn) {
      setCounts({});
      return undefined;
    }
    let current = true;
    store.api.user.staffInboxCount().then(
      (answer) => {
        if (current) setCounts({ inboxNew: answer.new });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [store, inboxOn, pathname, changes]);

  return <MenuCountsContext.Provider value={counts}>{children}</MenuCountsContext.Provider>;
}

export const useMenuCounts = (): MenuCounts => useContext(MenuCountsContext);

/** The count beside a menu entry (nothing at 0). */
export function CountBadge({ count }: { count: number | undefined }): ReactElement | null {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <Box
      component="span"
      data-menu-count=""
      aria-label={t('nav.inboxNew', { count })}
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
        display: 'inline-block',
      }}
    >
      {count}
    </Box>
  );
}
