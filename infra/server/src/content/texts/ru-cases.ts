/**
 * Russian place names by case, where a sentence puts a name straight after a preposition ('везут в
 * Москву', 'из Москвы'); after 'г.' the texts keep the nominative, as documents write it ('в г.
 * Москва'). lvovich knows the declension of Russian toponyms (compound names, plural names, the
 * indeclinable -о and -и towns: Пушкино, Сочи); the few of our towns it gets wrong are below.
 */
import { cityFrom, cityTo } from 'lvovich';

/** Genitive forms lvovich gets wrong, found by hand among the towns of the city data. */
const FROM: Readonly<Record<string, string>> = {
  Химки: 'Химок',
  Люберцы: 'Люберец',
  Лобня: 'Лобни',
  Электросталь: 'Электростали',
  'Великие Луки': 'Великих Лук',
  'Горячий Ключ': 'Горячего Ключа',
  Сланцы: 'Сланцев',
};

/** Where to: 'в Москву', 'в Санкт-Петербург'. */
export const ruTo = (name: string) => cityTo(name);
/** Where from: 'из Москвы', 'из Люберец'. */
export const ruFrom = (name: string) => FROM[name] ?? cityFrom(name);
