import { Type } from 'typebox';

export const ProviderParams = Type.Object({
  provider: Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'Provider slug' }),
});
