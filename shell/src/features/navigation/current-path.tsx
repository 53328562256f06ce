import { createContext, useContext } from 'react';

const CurrentPathContext = createContext<string | null>(null);

/**
 * The path of the page shown, for what the header and its menus read of it: the application's
 * router gives it (ShellFrame); a content page's header island has no router (a link there is a
 * document of its own), so the address bar's is the page's. Kept apart from react-router so that
 * the header island does not load the router.
 */
export const CurrentPathProvider = CurrentPathContext.Provider;

export function useCurrentPath(): string {
  return useContext(CurrentPathContext) ?? window.location.pathname;
}
