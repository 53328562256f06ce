/** Queries the content routes share; their answers are the kernel's contract. */
import { Type } from 'typebox';

import { RequiredText } from '../../schemas/required-parameter';

export const PagingQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1, description: '1-based page' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const SearchPagingQuery = Type.Object({
  search: RequiredText({
    maxLength: 100,
    description: 'Start of a city or region name, or of a later word in it',
  }),
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
