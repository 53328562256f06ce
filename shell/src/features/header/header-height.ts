/** The sticky header's height by breakpoint (px): its toolbar, and what must stay clear below it. */
export const HEADER_HEIGHT = { xs: 56, md: 64 } as const;
