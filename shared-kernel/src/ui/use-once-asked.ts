import { useState } from 'react';

/**
 * True from the first render in which `asked` is, and ever after: what loads on demand (a dialog's
 * code) is mounted when first asked for and stays mounted, so it can close with its transition
 * and open again without loading.
 */
export function useOnceAsked(asked: boolean): boolean {
  const [once, setOnce] = useState(asked);
  // Set during render: React renders again at once, before anything is committed.
  if (asked && !once) setOnce(true);
  return once || asked;
}
