import { calculatorForPage } from './calculator-for-page';

describe('calculatorForPage', () => {
  test.each([
    ['/gruzoperevozki/gazel/', '/calculator/gazelles/'],
    ['/gruzoperevozki/fura/', '/calculator/truck/'],
    ['/gruzoperevozki/10-tonn/', '/calculator/truck/'],
    ['/avtomobilnye-perevozki/refrizheratornye/', '/calculator/truck/'],
    ['/avtomobilnye-perevozki/otdelnoj-mashinoj/', '/calculator/truck/'],
    ['/dostavka-sbornyh-gruzov/korobki/', '/calculator/'],
    ['/gruzoperevozki/', '/calculator/'],
  ])('%s opens %s', (url, path) => {
    expect(calculatorForPage(url)).toBe(path);
  });
});
