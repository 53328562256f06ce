/** The seed providers, in the order offers list them, and the fleet. */
import type { Provider } from '../../../tariffs/rate-card';
import { OWN_FLEET } from './own-fleet';
import { OWN_NETWORK } from './own-network';
import { GRUZOLET, SEVERNY_EXPRESS, TRANSVEKTOR } from './partners';

export { SEED_FLEET } from './fleet';

export const SEED_PROVIDERS: Provider[] = [
  { slug: 'dostavka-network', card: OWN_NETWORK },
  { slug: 'dostavka-fleet', card: OWN_FLEET },
  { slug: 'severny-express', card: SEVERNY_EXPRESS },
  { slug: 'transvektor', card: TRANSVEKTOR },
  { slug: 'gruzolet', card: GRUZOLET },
];
