import type { PageText } from '../schema';

/** A content page as seeded: Russian in the fields, English in `en`. */
export interface ContentPageSeed extends PageText {
  url: string;
  catalogue?: string | null;
  en: PageText;
}

type Texts = [h1: string, description: string, body: string, title?: string];

export const page = (url: string, [h1, description, body, title]: Texts, en: Texts): ContentPageSeed => ({
  url,
  h1,
  description,
  body,
  title: title ?? `${h1} | Доставка`,
  en: { h1: en[0], description: en[1], body: en[2], title: en[3] ?? `${en[0]} | Dostavka` },
});
