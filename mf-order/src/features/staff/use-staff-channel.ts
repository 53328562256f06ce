import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { Socket } from 'socket.io-client';
import { realtimeOptions } from '@dostavka/shared-kernel/api';
import { readRuntimeConfig } from '@dostavka/shared-kernel/config';
import type { StaffOrderChanged } from '@dostavka/shared-kernel/contract';
import { STAFF_NAMESPACE } from '@dostavka/shared-kernel/contract/names';
import type { RootStore } from '@dostavka/shared-kernel/stores';

/**
 * The staff namespace of the realtime channel while the board is open: every announced change
 * goes to `onChange`. The server lets in only staff with the board's flag (the access token in
 * the handshake); a new token (refresh, another sign-in) opens the socket again with it.
 */
export function useStaffChannel(store: RootStore, onChange: (event: StaffOrderChanged) => void): void {
  useEffect(() => {
    let socket: Socket | null = null;
    let closed = false;
    const config = readRuntimeConfig();
    const open = async (token: string | null) => {
      socket?.close();
      socket = null;
      if (!token) return;
      const { io } = await import('socket.io-client');
      if (closed) return;
      const next = io(config.realtime.url + STAFF_NAMESPACE, realtimeOptions(config, token));
      next.on('order:changed', onChange);
      next.connect();
      socket = next;
    };
    void open(store.auth.accessToken);
    const stop = reaction(
      () => store.auth.accessToken,
      (token) => void open(token),
    );
    return () => {
      closed = true;
      stop();
      socket?.close();
    };
  }, [store, onChange]);
}
