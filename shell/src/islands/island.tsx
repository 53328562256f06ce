import type { ReactElement, ReactNode } from 'react';

/**
 * Marks a part of a server-rendered page that the islands script (./index.ts) brings alive on
 * its own: `data-island` names it, `data-props` holds what it is rendered with. mf-content marks
 * its islands the same way (its kit/island.tsx): the attributes are the contract. The marker
 * draws no box (`display: contents`), so the header stays sticky and nothing moves.
 */
export function Island({
  name,
  props,
  children,
}: {
  name: string;
  props: object;
  children: ReactNode;
}): ReactElement {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
