/**
 * Places on the English pages: one spelling, the kernel's (`dataNames(…).place`, what mf-content
 * shows for the same city, region or street), never a second one made from the URL slug.
 */
import { dataNames } from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { keptAnswers } from '../kept-answers';

const english = dataNames(ruleMessages('en'), 'en');

/** Names spelled lately: a page spells a few hundred towns, each through several patterns. */
const spelled = keptAnswers<string>(10_000);

/** A city's or region's Russian name as English pages write it ('Ростов-на-Дону' -> 'Rostov-on-Don'). */
export const placeEn = (name: string): string => spelled(name, () => english.place(name));
