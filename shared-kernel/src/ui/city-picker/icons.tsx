import type { ReactElement } from 'react';
import { SvgIcon, type SvgIconProps } from '@mui/material';

/** The picker's glyphs on the 24 px grid (no icon library is loaded for four shapes). */
function glyph(path: string, name: string) {
  function Icon(props: SvgIconProps): ReactElement {
    return (
      <SvgIcon {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const PinIcon = glyph(
  'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  'PinIcon',
);
export const SearchIcon = glyph(
  'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  'SearchIcon',
);
export const CloseIcon = glyph(
  'M6.4 5L5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4 17.6 5 12 10.6z',
  'CloseIcon',
);
export const BackIcon = glyph('M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z', 'BackIcon');
