import type { ReactElement, ReactNode } from 'react';

/**
 * Marks a part of a server-rendered page that comes alive on its own in the browser (an island,
 * docs/architecture.md): the shell's islands script finds `data-island`, loads the part of that
 * name (the shell's own, or one a remote exposes under `./islands`) and hydrates the children with
 * the props written here. The shell and mf-content mark their islands with this one component:
 * the attributes are the contract. `display: contents`: the marker draws no box, so the page lays
 * out as without it (the header stays sticky). Everything outside an island is never hydrated.
 */
export function Island<P extends object>({
  name,
  props,
  children,
}: {
  name: string;
  /** What the part is rendered with, as JSON (the browser renders it again with the same). */
  props: P;
  children: ReactNode;
}): ReactElement {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
