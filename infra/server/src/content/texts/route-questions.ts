/** A route's questions, answered from its facts: how long, 100 kg, a tonne or a van, arrival, clocks. */
import type { Localized, RouteFacts, TransitDays } from '@dostavka/shared-kernel/domain';
import type { Place, Qa } from './place';
import { arrivalQa, rowOf } from './arrival-qa';
import { cheapest } from './route-prices';
import { carrierEn, enTerm, rub, ruTerm } from './words';

/**
 * The questions of the route from `a` to `b`; `hours` the clocks' difference, `vehicleTerm` the
 * vehicles' own term on a way only they serve.
 */
export function routeQuestions(
  a: Place,
  b: Place,
  facts: RouteFacts,
  label: Localized<string>,
  hours: number,
  vehicleTerm: TransitDays | null,
): Localized<Qa[]> {
  const km = facts.distanceKm;
  const days = facts.transitDays;
  const kg100 = cheapest(rowOf(facts.prices, 'kg100'));
  const t1 = cheapest(rowOf(facts.prices, 't1'));
  const van = cheapest(rowOf(facts.prices, 'van'));
  const faqRu: Qa[] = [];
  const faqEn: Qa[] = [];
  faqRu.push({
    question: `Сколько идёт груз из г. ${a.name} в г. ${b.name}?`,
    answer: vehicleTerm
      ? `Отдельная машина проходит ${km} км за ${ruTerm(vehicleTerm)}.`
      : `Сборный груз проходит ${km} км за ${ruTerm(days)}.`,
  });
  faqEn.push({
    question: `How long does freight take from ${a.en} to ${b.en}?`,
    answer: vehicleTerm
      ? `A dedicated vehicle covers the ${km} km in ${enTerm(vehicleTerm)}.`
      : `A consolidated load covers the ${km} km in ${enTerm(days)}.`,
  });
  if (kg100) {
    faqRu.push({
      question: `Сколько стоит отправить 100 кг из г. ${a.name} в г. ${b.name}?`,
      answer: `От ${rub(kg100.total)} у перевозчика ${kg100.company.name}, ${ruTerm(kg100.term)} в пути.`,
    });
    faqEn.push({
      question: `How much is 100 kg from ${a.en} to ${b.en}?`,
      answer: `From ${rub(kg100.total)} with ${carrierEn(kg100.company)}, ${enTerm(kg100.term)} on the road.`,
    });
  }
  if (t1 && van) {
    const vanCheaper = van.total < t1.total;
    faqRu.push({
      question: `Что выгоднее для тонны груза ${label.ru}: сборный груз или газель?`,
      answer: vanCheaper
        ? `Газель целиком (${rub(van.total)}) здесь дешевле тонны сборным грузом (${rub(t1.total)}).`
        : `Тонна сборным грузом (${rub(t1.total)}) дешевле газели целиком (${rub(van.total)}).`,
    });
    faqEn.push({
      question: `Which is cheaper for a tonne on ${label.en}: groupage or a van?`,
      answer: vanCheaper
        ? `A whole van (${rub(van.total)}) costs less here than a tonne of groupage (${rub(t1.total)}).`
        : `A tonne of groupage (${rub(t1.total)}) costs less than a whole van (${rub(van.total)}).`,
    });
  }
  const arrival = arrivalQa(a, b, facts);
  if (arrival) {
    faqRu.push(arrival.ru);
    faqEn.push(arrival.en);
  }
  // The clocks are told in the text; a question only when they differ.
  if (hours !== 0)
    faqRu.push({
      question: `Есть ли разница во времени между г. ${a.name} и г. ${b.name}?`,
      answer:
        hours === 0
          ? `Нет, оба города живут по ${a.timezone}.`
          : `Да, ${Math.abs(hours)} ч: ${b.name} ${hours > 0 ? 'впереди' : 'позади'} (${b.timezone} против ${a.timezone}).`,
    });
  if (hours !== 0)
    faqEn.push({
      question: `Is there a time difference between ${a.en} and ${b.en}?`,
      answer:
        hours === 0
          ? `No, both keep ${a.timezone}.`
          : `Yes, ${Math.abs(hours)} h: ${b.en} is ${hours > 0 ? 'ahead' : 'behind'} (${b.timezone} against ${a.timezone}).`,
    });
  return { ru: faqRu, en: faqEn };
}
