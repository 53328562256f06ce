/**
 * Russian place names by case, where a sentence puts a name straight after a preposition ('везут в
 * Москву', 'из Москвы', 'в Москве'); after 'г.' the texts keep the nominative, as documents write
 * it ('в г. Москва'). lvovich knows the declension of Russian toponyms (compound names, plural
 * names, the indeclinable -о and -и towns: Пушкино, Сочи).
 */
import { cityFrom, cityTo } from 'lvovich';

/** Where to: 'в Москву', 'в Санкт-Петербург'. */
export const ruTo = (name: string) => cityTo(name);
/** Where from: 'из Москвы', 'из Люберец'. */
export const ruFrom = (name: string) => cityFrom(name);
