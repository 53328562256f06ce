import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { TRACKING_CHANGED, TRACKING_NAMESPACE, TRACKING_WATCH } from '@dostavka/shared-kernel/contract';
import { isOrderNumber, type OrderStatus } from '@dostavka/shared-kernel/domain';

const roomOf = (number: string) => `order:${number}`;

/**
 * Tells the sockets watching an order's number that it changed (every process hears it through
 * the realtime adapter). Only what public tracking shows: the number, the status and when.
 */
export function announceTracking(app: FastifyInstance, number: string, status: OrderStatus): void {
  app.io.of(TRACKING_NAMESPACE).to(roomOf(number)).emit(TRACKING_CHANGED, {
    number,
    status,
    at: app.now().toISOString(),
  });
}

/**
 * The public tracking namespace: an open /tracking/ page watches the number it shows, one number
 * per socket (a new one replaces it), and reloads the timeline when told it changed. Anyone may
 * watch, as anyone may look a number up; something that is not an order number is ignored.
 */
export default fp(
  async (app) => {
    app.io.of(TRACKING_NAMESPACE).on('connection', (socket) => {
      let watched: string | null = null;
      socket.on(TRACKING_WATCH, (number: unknown) => {
        if (typeof number !== 'string' || !isOrderNumber(number) || number === watched) return;
        if (watched) void socket.leave(roomOf(watched));
        watched = number;
        void socket.join(roomOf(number));
      });
    });
  },
  { name: 'tracking-channel', dependencies: ['realtime'] },
);
