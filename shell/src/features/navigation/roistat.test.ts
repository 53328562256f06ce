import { readRoistat } from './roistat';

describe('readRoistat', () => {
  it.each([
    ['roistat_visit=123456', '123456'],
    ['a=1; roistat_visit=98765; b=2', '98765'],
    ['roistat_visit=a%3Db', 'a=b'],
    ['other=1', null],
    ['roistat_visit=', null],
    ['', null],
  ])('%j gives %j', (cookie, visit) => {
    expect(readRoistat(cookie)).toBe(visit);
  });
});
