import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CityList } from '@dostavka/shared-kernel/contract';

// Enough for the city picker's first screen and the footer's city list.
const POPULAR_LIMIT = 30;

const popular: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/popular',
    {
      schema: {
        operationId: 'popularCities',
        tags: ['content'],
        summary: 'The most popular cities, Saint Petersburg and Moscow first',
        response: { 200: CityList },
      },
    },
    () => app.cityRepository.popular(POPULAR_LIMIT),
  );
};

export default popular;
