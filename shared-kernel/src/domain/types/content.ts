export interface Faq {
  slug: string;
  question: string;
  answer: string;
  likes?: number;
  dislikes?: number;
}

export interface FaqCategory {
  name: string;
  slug?: string;
  faqs: Faq[];
}

/** A page the content service knows by its URL (catch-all and SEO pages). */
export interface ContentPage {
  url: string;
  title: string;
  description: string;
  h1: string;
  /** HTML body. */
  body: string;
  [field: string]: unknown;
}

export interface FeedbackMessage {
  idempotencyKey: string;
  /** Captcha solution. */
  token: string;
  phone: string;
  message: string;
  /** Ad-tracking visit identifier. */
  roistat: string;
}

export type CallbackRequest = Omit<FeedbackMessage, 'message'>;

export interface Paged<T> {
  data: T[];
  total?: number;
  next?: { page: number } | null;
}
