/**
 * Places on the English pages: one spelling, the kernel's (`dataNames(…).place`, what mf-content
 * shows for the same city, region or street), never a second one made from the URL slug.
 */
import { dataNames } from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';

const english = dataNames(ruleMessages('en'), 'en');

/** A city's or region's Russian name as English pages write it ('Ростов-на-Дону' -> 'Rostov-on-Don'). */
export const placeEn = (name: string): string => english.place(name);
