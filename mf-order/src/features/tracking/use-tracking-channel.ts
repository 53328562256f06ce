import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { realtimeOptions } from '@dostavka/shared-kernel/api';
import { readRuntimeConfig } from '@dostavka/shared-kernel/config';
import { TRACKING_CHANGED, TRACKING_NAMESPACE, TRACKING_WATCH } from '@dostavka/shared-kernel/contract/names';

/**
 * While an order is shown, the tracking namespace of the realtime channel tells when staff move
 * it, and `onChange` reads it again. The number is asked for again on every (re)connection, since
 * a new connection starts watching nothing.
 */
export function useTrackingChannel(number: string | undefined, onChange: () => void): void {
  useEffect(() => {
    if (!number) return undefined;
    let socket: Socket | null = null;
    let closed = false;
    const config = readRuntimeConfig();
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const next = io(config.realtime.url + TRACKING_NAMESPACE, realtimeOptions(config, null));
      next.on('connect', () => next.emit(TRACKING_WATCH, number));
      next.on(TRACKING_CHANGED, () => onChange());
      next.connect();
      socket = next;
    });
    return () => {
      closed = true;
      socket?.close();
    };
  }, [number, onChange]);
}
