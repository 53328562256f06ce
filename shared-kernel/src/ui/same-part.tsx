import { createContext, useContext, type ReactNode } from 'react';

/**
 * A part of a page whose markup is the same on every page that names the same `deps` (the
 * header and the footer: a language and the visible menu; every visitor is a guest on the server
 * and every flag is off), but for its `fills`: strings of the page's data it shows as they are
 * (the calculator entry's cities). In the browser it is its children. On the server a render can
 * take it from an earlier page instead of rendering it again (the shell's ssr/server-parts.tsx),
 * with this page's fills in the places the earlier page's stood: the markup and the styles are the
 * same as rendering it would have given, so hydration does not see the difference.
 */
export interface SameParts {
  render(key: string, children: ReactNode, fills: readonly string[]): ReactNode;
}

const SamePartsContext = createContext<SameParts | null>(null);
export const SamePartsProvider = SamePartsContext.Provider;

export function SamePart({
  name,
  deps,
  fills = [],
  children,
}: {
  name: string;
  /** Everything but the fills that the part's markup depends on. */
  deps: readonly string[];
  fills?: readonly string[];
  children: ReactNode;
}) {
  const parts = useContext(SamePartsContext);
  // The server puts a marker before and after the children it renders; the browser a hole each
  // side, so the children sit at the same place in the tree (ids from useId agree).
  if (parts) return parts.render(`${name} ${deps.join(' ')}`, children, fills);
  return (
    <>
      {null}
      {children}
      {null}
    </>
  );
}
