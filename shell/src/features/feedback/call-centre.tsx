import type { ReactElement } from 'react';

/** The call-centre illustration of the feedback modal: an operator with a headset. */
export function CallCentreIllustration(): ReactElement {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" role="img" aria-label="" aria-hidden="true">
      <rect x="10" y="92" width="140" height="10" rx="3" fill="#d7e3f4" />
      <rect x="96" y="60" width="44" height="32" rx="4" fill="#1d4e89" />
      <rect x="100" y="64" width="36" height="22" rx="2" fill="#e9f1fb" />
      <circle cx="62" cy="42" r="20" fill="#f2c7a5" />
      <path d="M42 92c0-18 9-28 20-28s20 10 20 28z" fill="#f5a623" />
      <path d="M40 42a22 22 0 0 1 44 0" fill="none" stroke="#1d4e89" strokeWidth="5" strokeLinecap="round" />
      <rect x="36" y="38" width="8" height="14" rx="3" fill="#1d4e89" />
      <rect x="80" y="38" width="8" height="14" rx="3" fill="#1d4e89" />
      <path d="M84 50c0 8-6 12-14 12" fill="none" stroke="#1d4e89" strokeWidth="3" strokeLinecap="round" />
      <circle cx="68" cy="62" r="3" fill="#1d4e89" />
    </svg>
  );
}
