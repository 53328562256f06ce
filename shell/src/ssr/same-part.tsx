import { createContext, useContext, type ReactNode } from 'react';

/**
 * A part of the layout whose markup is the same on every page that names the same `deps` (the
 * header and the footer: a language and the visible menu; every visitor is a guest on the server
 * and every flag is off). In the browser it is its children. On the server a render can take it
 * from an earlier page instead of rendering it again (server-parts.tsx): the markup and the styles
 * are the same as rendering it would have given, so hydration does not see the difference.
 */
export interface SameParts {
  render(key: string, children: ReactNode): ReactNode;
}

const SamePartsContext = createContext<SameParts | null>(null);
export const SamePartsProvider = SamePartsContext.Provider;

export function SamePart({
  name,
  deps,
  children,
}: {
  name: string;
  deps: readonly string[];
  children: ReactNode;
}) {
  const parts = useContext(SamePartsContext);
  return <>{parts ? parts.render(`${name} ${deps.join(' ')}`, children) : children}</>;
}
