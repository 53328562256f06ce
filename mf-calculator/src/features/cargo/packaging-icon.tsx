import type { ReactElement } from 'react';
import SvgIcon from '@mui/material/SvgIcon';
import { type SvgIconProps } from '@mui/material/SvgIcon';
import type { PackagingSlug } from '@dostavka/shared-kernel/domain';

/** One glyph per packaging preset, drawn on the 24 px grid. */
const PATHS: Record<PackagingSlug, string> = {
  big_box:
    'M3 7l9-4 9 4v10l-9 4-9-4V7zm2 1.6v7.1l6 2.7v-7.1L5 8.6zm14 0l-6 2.7v7.1l6-2.7V8.6zM12 5.2L6.9 7.5 12 9.8l5.1-2.3L12 5.2z',
  box: 'M6 9l6-3 6 3v7l-6 3-6-3V9zm1.6 1.3v4.7l3.6 1.8v-4.7l-3.6-1.8zm8.8 0l-3.6 1.8v4.7l3.6-1.8v-4.7z',
  bag: 'M9 3h6l-1.5 3h1.5c3 2 5 6 5 9.5C20 19 17 21 12 21s-8-2-8-5.5C4 12 6 8 9 6h1.5L9 3zm1 5c-2 1.6-4 4.5-4 7.5C6 17.7 8.3 19 12 19s6-1.3 6-3.5c0-3-2-5.9-4-7.5h-4z',
  pallet: 'M3 15h18v2h-2v2h-2v-2h-4v2h-2v-2H7v2H5v-2H3v-2zm2-9h14v8H5V6zm2 2v4h4V8H7zm6 0v4h4V8h-4z',
  mail: 'M3 6h18v12H3V6zm2 2v.4l7 4.4 7-4.4V8H5zm14 2.8l-7 4.4-7-4.4V16h14v-5.2z',
  custom: 'M4 4h10l6 6v10H4V4zm2 2v12h12v-7h-5V6H6zm9 .8V9h2.2L15 6.8zM8 13h8v1.5H8V13zm0 3h5v1.5H8V16z',
};

export function PackagingIcon({ slug, ...props }: SvgIconProps & { slug: string }): ReactElement {
  return (
    <SvgIcon {...props}>
      <path d={PATHS[slug as PackagingSlug] ?? PATHS.custom} />
    </SvgIcon>
  );
}
