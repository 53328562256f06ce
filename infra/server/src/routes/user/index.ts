import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { helthcheck } from '../helthcheck';
import flags from './flags';
import auth from './auth';
import captcha from './captcha';
import feedback from './feedback';
import order from './order';
import outbox from './outbox';
import profile from './profile';
import remoteFailures from './remote-failures';
import staff from './staff';
import staffFlags from './staff/flags';
import staffInbox from './staff/inbox';
import tracking from './tracking';

export interface UserServiceOptions {
  /** Serve the local outbox (development and tests). */
  outboxHttp: boolean;
}

/** The user service (base /api/user): sign-in, feedback, orders, profile and tracking. */
const user: FastifyPluginAsyncTypebox<UserServiceOptions> = async (app, { outboxHttp }) => {
  await app.register(helthcheck('user'));
  await app.register(flags);
  await app.register(auth, { prefix: '/auth' });
  await app.register(captcha);
  await app.register(feedback, { prefix: '/feedback' });
  await app.register(order, { prefix: '/order' });
  await app.register(profile, { prefix: '/profile' });
  await app.register(tracking);
  await app.register(staff, { prefix: '/staff' });
  await app.register(staffInbox, { prefix: '/staff/inbox' });
  await app.register(staffFlags, { prefix: '/staff/flags' });
  await app.register(remoteFailures);
  if (outboxHttp) await app.register(outbox);
};

export default user;
