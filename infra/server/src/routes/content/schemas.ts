/** Queries the content routes share; their answers are the kernel's contract. */
import { Type } from 'typebox';
import { PageLimit, PageNumber } from '@dostavka/shared-kernel/contract';

import { RequiredText } from '../../schemas/required-parameter';

export const PagingQuery = Type.Object({
  page: PageNumber({ default: 1 }),
  limit: PageLimit(100, { default: 20 }),
});

export const SearchPagingQuery = Type.Object({
  search: RequiredText({
    maxLength: 100,
    description: 'Start of a city or region name, or of a later word in it',
  }),
  page: PageNumber({ default: 1 }),
  limit: PageLimit(100, { default: 20 }),
});
