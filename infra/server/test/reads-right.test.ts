/** The reads-right checks catch what a reader trips over and let the right forms pass. */
import { countsOutOfAgreementEn, countsOutOfAgreementRu, nominativesAfterPrepositions } from './reads-right';

test('the checks catch what a reader trips over and let the right forms pass', () => {
  const names = ['Москва', 'Санкт-Петербург', 'Сочи', 'Люберцы'];
  expect(nominativesAfterPrepositions('Чаще всего везут в Москва (793 км), Сочи.', names)).toEqual([
    'в Москва',
  ]);
  expect(nominativesAfterPrepositions('Груз из Санкт-Петербург; к Москва.', names).sort()).toEqual([
    'из Санкт-Петербург',
    'к Москва',
  ]);
  expect(
    nominativesAfterPrepositions(
      'Везут в Москву и в Санкт-Петербург, из Люберец? в г. Москва, из г. Люберцы, в Сочи, до Москвы.',
      names.filter((name) => name !== 'Люберцы'),
    ),
  ).toEqual([]);
  expect(
    countsOutOfAgreementRu(
      'крупнейший город региона из 1 «Москва»; 1 городов, 5 город, 5 дня, 1\u00a0625\u00a0921 жителей',
    ),
  ).toEqual(['1 городов', '5 город', '5 дня', '921 жителей', '1 «Москва»']);
  expect(
    countsOutOfAgreementRu(
      'из 2 городов, в 3 городах, 21 город, 2–3 дня, 1 234 жителей, на 5 терминалах, 1,5 дня, 83\nТерминал',
    ),
  ).toEqual([]);
  expect(
    countsOutOfAgreementEn(
      '1 towns, 5 town, 2 carrier; 1 town, 2–3 days, 1 day, 12 terminals, at 9 carrier offices',
    ),
  ).toEqual(['1 towns', '5 town', '2 carrier']);
});
