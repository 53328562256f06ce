/**
 * The carriers' texts an offer shows (carrier, tariff name, description, documents) are data in
 * the rate cards, in Russian; the pages show them in either language through the kernel's common
 * namespace (`offerText.*`). The keys hold the cards' very texts in Russian and an English one.
 */
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { SEED_PROVIDERS } from '../db/seed/tariffs';

const ru = ruleMessages('ru');
const en = ruleMessages('en');
const CYRILLIC = /[\u0400-\u04FF]/;

describe.each(SEED_PROVIDERS)('$slug', ({ slug, card }) => {
  const tariffs = [card.consolidated, card.dedicated].filter((tariff) => tariff !== undefined);

  it('the carrier’s name is the card’s in Russian and has an English one', () => {
    expect(ru(`offerText.carrier.${slug}`)).toBe(card.name);
    expect(CYRILLIC.test(en(`offerText.carrier.${slug}`))).toBe(false);
  });

  it('each tariff’s name, description and documents too', () => {
    for (const tariff of tariffs) {
      const key = `offerText.tariff.${tariff.code}`;
      expect(ru(`${key}.name`)).toBe(tariff.name);
      expect(ru(`${key}.description`)).toBe(tariff.description);
      tariff.documents.forEach((document, i) => expect(ru(`${key}.documents.${i}`)).toBe(document.name));
      const english = [
        en(`${key}.name`),
        en(`${key}.description`),
        ...tariff.documents.map((_d, i) => en(`${key}.documents.${i}`)),
      ];
      for (const text of english) {
        expect(text.startsWith('offerText.')).toBe(false);
        expect(CYRILLIC.test(text)).toBe(false);
      }
    }
  });
});
