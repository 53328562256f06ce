/**
 * Places on the English pages: one spelling, the kernel's (`dataNames(…).place`, what mf-content
 * shows for the same city, region or street), never a second one made from the URL slug.
 */
import { dataNames } from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';

const english = dataNames(ruleMessages('en'), 'en');

/** Names spelled lately: a page spells a few hundred towns, each through several patterns. */
const SPELLED_MAX = 10_000;
const spelled = new Map<string, string>();

/** A city's or region's Russian name as English pages write it ('Ростов-на-Дону' -> 'Rostov-on-Don'). */
export function placeEn(name: string): string {
  let en = spelled.get(name);
  if (en === undefined) {
    en = english.place(name);
    if (spelled.size >= SPELLED_MAX) spelled.clear();
    spelled.set(name, en);
  }
  return en;
}
