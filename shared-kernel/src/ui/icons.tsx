import type { ReactElement } from 'react';
import SvgIcon from '@mui/material/SvgIcon';
import { type SvgIconProps } from '@mui/material/SvgIcon';

/** The site's few glyphs, drawn on the 24 px grid (no icon library is loaded for them). */
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

export const SwapIcon = glyph('M7 3l-4 4h3v8h2V7h3L7 3zm10 18l4-4h-3V9h-2v8h-3l4 4z', 'SwapIcon');
export const CalendarIcon = glyph(
  'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zM5 9h14v11H5V9zm2 2v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z',
  'CalendarIcon',
);
export const CloseIcon = glyph(
  'M6.4 5L5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4 17.6 5 12 10.6z',
  'CloseIcon',
);
export const PlusIcon = glyph('M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z', 'PlusIcon');
export const MinusIcon = glyph('M5 11h14v2H5z', 'MinusIcon');
export const DeleteIcon = glyph(
  'M9 3h6l1 1h4v2H4V4h4l1-1zM6 8h12l-1 13H7L6 8zm4 2v9h1.5v-9H10zm2.5 0v9H14v-9h-1.5z',
  'DeleteIcon',
);
export const BackIcon = glyph('M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z', 'BackIcon');
export const ChevronLeftIcon = glyph('M15.4 7.4L14 6l-6 6 6 6 1.4-1.4-4.6-4.6z', 'ChevronLeftIcon');
export const DropDownIcon = glyph('M7 10l5 5 5-5z', 'DropDownIcon');
export const ChevronRightIcon = glyph('M8.6 7.4L10 6l6 6-6 6-1.4-1.4 4.6-4.6z', 'ChevronRightIcon');
export const PinIcon = glyph(
  'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  'PinIcon',
);
export const BoxIcon = glyph(
  'M12 2l9 4.5v11L12 22l-9-4.5v-11L12 2zm0 2.2L5.6 7.4 12 10.6l6.4-3.2L12 4.2zM5 9v7.3l6 3v-7.1L5 9zm14 0l-6 3.2v7.1l6-3V9z',
  'BoxIcon',
);
export const TruckIcon = glyph(
  'M2 5h12v3h4l4 4v5h-2a3 3 0 0 1-6 0H9a3 3 0 0 1-6 0H2V5zm14 5v2h4l-2-2h-2zM6 16a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm11 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  'TruckIcon',
);
export const SearchIcon = glyph(
  'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  'SearchIcon',
);
export const PassportIcon = glyph(
  'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm5 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-3 8h6v-1c0-1.1-1.3-2-3-2s-3 .9-3 2v1zm8-7v2h4V9h-4zm0 4v2h4v-2h-4z',
  'PassportIcon',
);
export const DocumentIcon = glyph(
  'M6 2h8l6 6v14H6V2zm7 1.5V9h5.5L13 3.5zM8 13h8v2H8v-2zm0 4h8v2H8v-2z',
  'DocumentIcon',
);
export const PhoneIcon = glyph(
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8z',
  'PhoneIcon',
);
export const MailIcon = glyph(
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v.4l8 5.3 8-5.3V6H4zm16 2.8l-8 5.3-8-5.3V18h16V8.8z',
  'MailIcon',
);
