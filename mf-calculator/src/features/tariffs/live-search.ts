import { reaction } from 'mobx';
import { DEBOUNCE_INPUT_MS } from '@dostavka/shared-kernel/domain';
import type { RootStore } from '@dostavka/shared-kernel/stores';

/** Everything a search depends on; the address details and the sort do not start a new one. */
export function searchKey(store: RootStore): string {
  const { from, to } = store.shipment.directions;
  return JSON.stringify([
    from.city?.code ?? null,
    from.deliveryMethod.slug,
    to.city?.code ?? null,
    to.deliveryMethod.slug,
    store.delivery.searchPayload,
    store.tariffs.canStart,
  ]);
}

/**
 * Keeps the offers in step with the form: a change drops the offers on show at once (and stops
 * their search), and once the form has been still for a moment a new search starts, if the form
 * can be searched. Returns the function that stops watching (and the running search).
 */
export function watchSearch(store: RootStore, delayMs: number = DEBOUNCE_INPUT_MS): () => void {
  const { tariffs } = store;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const later = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (tariffs.canStart) timer = setTimeout(() => tariffs.start(), delayMs);
  };
  const dispose = reaction(
    () => searchKey(store),
    () => {
      if (tariffs.searching) tariffs.cancel();
      else tariffs.reset();
      later();
    },
  );
  if (tariffs.canStart) tariffs.start();
  else tariffs.reset();
  return () => {
    dispose();
    if (timer !== null) clearTimeout(timer);
    if (tariffs.searching) tariffs.disable();
  };
}
