/** The SEO catalogue of spec section 2: groups of landing pages, each with its topics. */
export interface Bilingual {
  ru: string;
  en: string;
}

export interface Topic {
  slug: string;
  /** What is carried or done, as a heading: 'Перевозка замороженных продуктов'. */
  name: Bilingual;
  /** What matters for this load: packing, vehicle, paperwork. Two or three sentences. */
  detail: Bilingual;
  /** The vehicles that suit it. */
  vehicles: Bilingual;
}

export interface CatalogueGroup {
  /** Stored in content_pages.catalogue. */
  key: string;
  /** The group's own page. */
  root: string;
  /** URL prefixes whose pages the group lists (spec: the catalogue intersected with these). */
  allowed: readonly string[];
  name: Bilingual;
  /** The group's page lead: what the service is and for whom. */
  lead: Bilingual;
  topics: readonly Topic[];
  /** How many of the most popular cities get a page of their own under the root. */
  cityPages: number;
}

export const topic = (
  slug: string,
  name: [string, string],
  detail: [string, string],
  vehicles: [string, string],
): Topic => ({
  slug,
  name: { ru: name[0], en: name[1] },
  detail: { ru: detail[0], en: detail[1] },
  vehicles: { ru: vehicles[0], en: vehicles[1] },
});

/** A group without city pages: its pages list the root's own (or the URLs given). */
export const group = (
  key: string,
  root: string,
  name: [string, string],
  lead: [string, string],
  topics: CatalogueGroup['topics'],
  allowed: readonly string[] = [root],
): CatalogueGroup => ({
  key,
  root,
  allowed,
  name: { ru: name[0], en: name[1] },
  lead: { ru: lead[0], en: lead[1] },
  topics,
  cityPages: 0,
});
