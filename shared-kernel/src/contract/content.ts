/** The content service's answers: pages, places, directions, FAQ, the vehicle list. */
import { Type, type Static } from 'typebox';
import { Localized } from './common';
import { City, CityRef, RegionRef } from './geo';
import { PickupPoint } from './points';

/** The texts of a page in one language. */
export const PageText = Type.Object({
  title: Type.String(),
  description: Type.String(),
  h1: Type.String(),
  body: Type.String({ description: 'HTML' }),
});

/** The texts of a place as an origin (`from`) and as a destination (`to`). */
export const BothWays = Type.Object({ from: Localized(PageText), to: Localized(PageText) });

export const CatalogueGroupLinks = Type.Object({
  key: Type.String(),
  root: Type.String(),
  name: Localized(Type.String()),
  pages: Type.Array(
    Type.Object({ url: Type.String(), h1: Type.String(), en: Type.Union([Type.String(), Type.Null()]) }),
  ),
});

/** A city pair with a direction page. */
export const DirectionItem = Type.Object({
  id: Type.Integer(),
  url: Type.String({ examples: ['/route/sankt-peterburg/moskva/'] }),
  from: CityRef,
  to: CityRef,
  distanceKm: Type.Integer(),
});

export const CityPageItem = Type.Object({ url: Type.String(), city: CityRef });

export const RegionPageItem = Type.Object({
  url: Type.String({ description: 'The region as the origin' }),
  toUrl: Type.String({ description: 'The region as the destination' }),
  region: RegionRef,
  cities: Type.Integer(),
});

/** A region and a city: from the region to the city, or from the city to the region. */
export const RegionCityItem = Type.Object({ url: Type.String(), region: RegionRef, city: CityRef });

/** A typical shipment of a route's price table: consolidated by weight, or a whole vehicle. */
export const TypicalShipmentKey = Type.Union([
  Type.Literal('kg1'),
  Type.Literal('kg10'),
  Type.Literal('kg100'),
  Type.Literal('kg500'),
  Type.Literal('t1'),
  Type.Literal('t5'),
  Type.Literal('van'),
  Type.Literal('truck20'),
  // A catalogue page's own lot (CataloguePrice.lot), never a route table's row.
  Type.Literal('lot'),
]);

/** One carrier's offer for a typical shipment, as the calculator priced it. */
export const RoutePriceOffer = Type.Object({
  company: Type.Object({ name: Type.String(), slug: Type.String() }),
  tariff: Type.String({ description: "The offer's tariff name" }),
  total: Type.Number({ description: 'Roubles, the offer total' }),
  term: Type.Object({ min: Type.Integer(), max: Type.Integer() }, { description: 'Days on the road' }),
  preliminarily: Type.Boolean(),
});

/** A row of the price table: the shipment and every carrier's offer, cheapest first. */
export const RoutePriceRow = Type.Object({
  key: TypicalShipmentKey,
  kind: Type.Union([Type.Literal('consolidated'), Type.Literal('dedicated')]),
  weightKg: Type.Number({ description: 'Actual weight; for a vehicle, its capacity' }),
  vehicle: Type.Union([Type.String(), Type.Null()], { description: 'The vehicle of a dedicated row' }),
  offers: Type.Array(RoutePriceOffer),
});

/**
 * What a catalogue topic's typical lot is ('Серверная стойка 42U', 300 kg in one piece; 'Трактор',
 * 6 t on the smallest vehicle that carries it): its row has the key `lot`.
 */
export const CatalogueLot = Type.Object({
  name: Localized(Type.String()),
  weightKg: Type.Number({
    description: "The lot's own weight (a vehicle row's weightKg is the vehicle's capacity)",
  }),
  pieces: Type.Integer({ minimum: 1 }),
});

/** The typical shipment of a catalogue page's cargo on one route, priced as the route tables are. */
export const CataloguePrice = Type.Object({
  from: CityRef,
  to: CityRef,
  distanceKm: Type.Integer({ description: 'Road kilometres, as the calculator measures them' }),
  pricedOn: Type.String({ description: 'Loading date priced for, YYYY-MM-DD' }),
  row: RoutePriceRow,
  lot: Type.Optional(CatalogueLot),
  terminals: Type.Array(PickupPoint, {
    description: "The destination's carrier terminals on a city page (`/gruzoperevozki/{city}/`); else none",
  }),
});

/** A page the content service knows by its URL (catch-all, SEO and company pages). */
export const ContentPage = Type.Object(
  {
    ...PageText.properties,
    url: Type.String(),
    catalogue: Type.Union([Type.String(), Type.Null()], { description: 'Catalogue group key' }),
    en: Type.Union([PageText, Type.Null()], { description: 'The English texts' }),
    group: Type.Union([CatalogueGroupLinks, Type.Null()], {
      description: "The page's catalogue group: the catalogue intersected with the group's allowed URLs",
    }),
    price: Type.Optional(
      Type.Union([CataloguePrice, Type.Null()], {
        description: "A catalogue page's typical shipment priced by the tariff engine; null when unpriced",
      }),
    ),
  },
  { description: 'A content page' },
);

/**
 * Distance, time and prices of a route, all from the tariff engine (the calculator's own
 * distance and offers); no price while the calculator cannot say.
 */
export const RouteFacts = Type.Object({
  distanceKm: Type.Integer({ description: 'Road kilometres, as the calculator measures them' }),
  transitDays: Type.Object(
    { min: Type.Integer(), max: Type.Integer() },
    { description: "The fastest consolidated offer's term for 100 kg (an estimate without offers)" },
  ),
  priceFrom: Type.Union([Type.Number(), Type.Null()], {
    description: 'Cheapest offer of the price table, roubles; null while the calculator cannot say',
  }),
  prices: Type.Array(RoutePriceRow, { description: 'Typical shipments priced from the live rate cards' }),
  pricedOn: Type.String({ description: 'Loading date the table was priced for, YYYY-MM-DD' }),
  terminals: Type.Object(
    { from: Type.Array(PickupPoint), to: Type.Array(PickupPoint) },
    {
      description:
        "The terminals in the cities of departure and destination of the carriers taking the route's consolidated cargo",
    },
  ),
});

/** A question of a route page and its answer (plain text), shown and given as FAQPage JSON-LD. */
export const RouteQa = Type.Object({ question: Type.String(), answer: Type.String() });

export const DirectionContent = Type.Object({
  from: City,
  to: City,
  ...RouteFacts.properties,
  text: Localized(PageText),
  faq: Localized(Type.Array(RouteQa, { description: 'Questions of this route with their answers' })),
  related: Type.Array(DirectionItem, { description: 'Other directions from the same city' }),
});

export const CityContent = Type.Object({
  city: City,
  text: BothWays,
  from: Type.Array(DirectionItem),
  to: Type.Array(DirectionItem),
  neighbours: Type.Array(CityRef, { description: 'Other cities of the region' }),
});

export const RegionContent = Type.Object({
  region: Type.Object({ ...RegionRef.properties, timezone: Type.String() }),
  text: BothWays,
  federalCity: Type.Union([CityRef, Type.Null()], {
    description: 'For a federal city (Москва), the city: its city pages are the canonical ones',
  }),
  cities: Type.Array(CityRef),
  fromLinks: Type.Array(RegionCityItem, { description: 'From the region to its biggest cities' }),
  toLinks: Type.Array(RegionCityItem, { description: 'From the biggest cities to the region' }),
});

export const RegionCityContent = Type.Object({
  region: RegionRef,
  city: City,
  hub: City,
  ...RouteFacts.properties,
  text: Localized(PageText),
  faq: Localized(Type.Array(RouteQa, { description: 'Questions of this route with their answers' })),
  direction: Type.Union([Type.String(), Type.Null()], {
    description: "For a federal city's region, the city-to-city page of the same route",
  }),
});

export const CityDistance = Type.Object({
  cities: Type.Array(Type.Integer()),
  legs: Type.Array(Type.Object({ from: Type.Integer(), to: Type.Integer(), distanceKm: Type.Integer() })),
  distanceKm: Type.Integer({ description: 'Road kilometres of the whole route' }),
});

export const FaqVoteValue = Type.Union([Type.Literal('like'), Type.Literal('dislike')]);
const CategoryName = Type.Object({ name: Type.String() });

const faqFields = {
  slug: Type.String(),
  question: Type.String(),
  answer: Type.String({ description: 'HTML' }),
  likes: Type.Integer(),
  dislikes: Type.Integer(),
  vote: Type.Union([FaqVoteValue, Type.Null()], { description: "This visitor's vote" }),
  en: Type.Union([Type.Object({ question: Type.String(), answer: Type.String() }), Type.Null()]),
};

/** A question; one asked for by its slug names its category, one in a category's list does not. */
export const Faq = Type.Object({
  ...faqFields,
  category: Type.Optional(
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      en: Type.Union([CategoryName, Type.Null()]),
    }),
  ),
});

export const FaqCategory = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  en: Type.Union([CategoryName, Type.Null()]),
  faqs: Type.Array(Faq),
});

/** What a like or dislike answers: the question's counts with the visitor's vote. */
export const FaqVoteResult = Type.Object({
  slug: Type.String(),
  likes: Type.Integer(),
  dislikes: Type.Integer(),
  vote: FaqVoteValue,
});

const Named = Type.Array(Type.Object({ name: Type.String() }));

/** A vehicle as the content service lists it (`GET /car`): sizes in cm, weight in grams. */
export const ServerTransportRecord = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    objectId: Type.String(),
    name: Type.String({ examples: ['Газель 1,5 т'] }),
    icon: Type.String(),
    width: Type.Integer({ description: 'Inner width, cm' }),
    height: Type.Integer({ description: 'Inner height, cm' }),
    length: Type.Integer({ description: 'Inner length, cm' }),
    weight: Type.Integer({ description: 'Capacity, grams' }),
    types: Type.Array(
      Type.Object({ name: Type.String({ examples: ['Тент'] }), loads: Named, additional: Named }),
      { description: 'Body types with their loading kinds and extra services' },
    ),
  },
  { description: 'A vehicle of the fleet' },
);

export type PageText = Static<typeof PageText>;
export type BothWays = Static<typeof BothWays>;
export type CatalogueGroupLinks = Static<typeof CatalogueGroupLinks>;
export type ContentPage = Static<typeof ContentPage>;
export type CatalogueLot = Static<typeof CatalogueLot>;
export type CataloguePrice = Static<typeof CataloguePrice>;
export type DirectionItem = Static<typeof DirectionItem>;
export type CityPageItem = Static<typeof CityPageItem>;
export type RegionPageItem = Static<typeof RegionPageItem>;
export type RegionCityItem = Static<typeof RegionCityItem>;
export type RouteFacts = Static<typeof RouteFacts>;
export type TypicalShipmentKey = Static<typeof TypicalShipmentKey>;
export type RoutePriceOffer = Static<typeof RoutePriceOffer>;
export type RoutePriceRow = Static<typeof RoutePriceRow>;
export type RouteQa = Static<typeof RouteQa>;
export type DirectionContent = Static<typeof DirectionContent>;
export type CityContent = Static<typeof CityContent>;
export type RegionContent = Static<typeof RegionContent>;
export type RegionCityContent = Static<typeof RegionCityContent>;
export type CityDistance = Static<typeof CityDistance>;
export type FaqVoteValue = Static<typeof FaqVoteValue>;
export type FaqCategory = Static<typeof FaqCategory>;
export type Faq = Static<typeof Faq>;
export type FaqVoteResult = Static<typeof FaqVoteResult>;
export type ServerTransportRecord = Static<typeof ServerTransportRecord>;
