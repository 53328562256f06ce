import { useFlags } from '../flags/flags-context';
import { isSection, MENU, type MenuItem, type MenuPage } from './menu';

/** The menu without the entries whose feature flag is off for this visitor. */
export function useVisibleMenu(): MenuItem[] {
  const flags = useFlags();
  const visible = (page: MenuPage) => !page.flag || flags.isOn(page.flag);
  return MENU.flatMap((item): MenuItem[] => {
    if (!isSection(item)) return visible(item) ? [item] : [];
    const children = item.children.filter(visible);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
