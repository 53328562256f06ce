import { useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { isDialogEntry } from '@dostavka/shared-kernel/ui-core';
import {
  hasCalculatorState,
  readCalculatorQuery,
  STATE_KEYS,
  writeCalculatorQuery,
} from './calculator-query';
import {
  applyModeDefaults,
  applyState,
  snapshotState,
  type CalculatorMode,
  type MissingCities,
} from './calculator-state';

/** Typing settles before the address follows. */
const WRITE_DELAY_MS = 300;
/** Addresses written but not yet seen back from the router; more would mean a lost router. */
const MAX_PENDING = 16;
const OWN_KEYS = new Set<string>(STATE_KEYS);

/** The address query: the calculator's state followed by whatever else was there (e.g. ad tags). */
function addressQuery(store: RootStore, mode: CalculatorMode, query: Record<string, string>): string {
  const own = writeCalculatorQuery(snapshotState(store, mode));
  const others = new URLSearchParams(Object.entries(query).filter(([key]) => !OWN_KEYS.has(key))).toString();
  return [own, others].filter(Boolean).join('&');
}

const queryText = (query: Record<string, string>) => new URLSearchParams(query).toString();

export interface QueryState {
  /** The stores hold the address's state (the live search may start). */
  ready: boolean;
  missing: MissingCities;
}

/**
 * Keeps the calculator's state in the address: an address with a state (a shared link, a reload,
 * back and forward) fills the form; changes to the form rewrite the address in place.
 */
export function useQueryState(
  store: RootStore,
  bus: EventBus<DostavkaEvents>,
  mode: CalculatorMode,
  query: Record<string, string>,
): QueryState {
  const [ready, setReady] = useState(false);
  const [missing, setMissing] = useState<MissingCities>({});
  // The addresses this hook wrote, in order, until the router hands each back as the query. One
  // that comes back after the visitor has changed the form again is an echo of an older state,
  // not a navigation: applying it would undo the visitor's latest input.
  const pending = useRef<string[]>([]);
  const applying = useRef(false);
  const latest = useRef(query);
  latest.current = query;
  const incoming = queryText(query);

  useEffect(() => {
    const echo = pending.current.indexOf(incoming);
    if (echo !== -1) {
      pending.current.splice(0, echo + 1);
      return;
    }
    let live = true;
    applying.current = true;
    const applied = hasCalculatorState(query)
      ? applyState(store, readCalculatorQuery(query), mode)
      : applyModeDefaults(store, mode).then(() => ({}));
    void applied
      .then((notFound) => {
        if (!live) return;
        setMissing(notFound);
        setReady(true);
      })
      .finally(() => {
        applying.current = false;
      });
    return () => {
      live = false;
    };
    // `incoming` stands for the query: a new object with the same text changes nothing.
  }, [incoming, mode, store]);

  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const write = (text: string) => {
      if (applying.current || text === queryText(latest.current)) return;
      // A dialog's history entry is the current one (the city picker): replacing it would leave
      // the page's entry under it with the old address, which Back would then bring back.
      if (isDialogEntry()) {
        timer = setTimeout(() => write(text), WRITE_DELAY_MS);
        return;
      }
      pending.current = [...pending.current, text].slice(-MAX_PENDING);
      const path = window.location.pathname;
      bus.emit('navigate', { to: text ? `${path}?${text}` : path, replace: true });
    };
    const dispose = reaction(
      () => addressQuery(store, mode, latest.current),
      (text) => {
        if (timer !== null) clearTimeout(timer);
        timer = setTimeout(() => write(text), WRITE_DELAY_MS);
      },
      { fireImmediately: true },
    );
    return () => {
      dispose();
      if (timer !== null) clearTimeout(timer);
    };
  }, [ready, mode, store, bus]);

  return { ready, missing };
}
