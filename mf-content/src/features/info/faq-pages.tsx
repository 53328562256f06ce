import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Faq, FaqCategory } from '@dostavka/shared-kernel/domain';
import { definePage, orNull, type PageViewProps } from '../../kit/define-page';
import { textOf, useLang } from '../../kit/lang';
import { InternalLink } from '../../kit/internal-link';
import { Html, PageShell, Section } from '../../kit/page-shell';
import { FaqItem, faqPageJsonLd, faqUrl, shortAnswer } from './faq-item';

const FAQS_URL = '/common/faqs/';
const ALL = 100;

function FaqsView({ data }: PageViewProps<FaqCategory[]>): ReactElement {
  const { t } = useTranslation('content');
  const lang = useLang();
  return (
    <PageShell h1={t('faq.title')} lead={t('faq.lead')}>
      {data.map((category) => (
        <Section key={category.slug} title={textOf({ name: category.name }, category.en, lang).name}>
          {category.faqs.map((faq) => (
            <FaqItem key={faq.slug} faq={faq} back={FAQS_URL} />
          ))}
        </Section>
      ))}
    </PageShell>
  );
}

/** /common/faqs/: every category with its questions, each with like and dislike. */
export const faqsPage = definePage<FaqCategory[]>({
  load: async ({ api }) => (await api.content.getFaqCategories(1, ALL)).data.data,
  head: (categories, { t, lang, route }) => ({
    title: t('content:faq.metaTitle'),
    description: t('content:faq.metaDescription'),
    breadcrumbs: [{ name: t('content:faq.title'), url: FAQS_URL }],
    jsonLd: [
      faqPageJsonLd(
        categories.flatMap((category) => category.faqs),
        lang,
        true,
      ),
    ],
    // /common/faq/ without a question shows the same list.
    ...(route === 'common___faq' ? { canonicalPath: FAQS_URL } : {}),
  }),
  View: FaqsView,
});

/** One question with the other questions of its category (from the list: their short answers, linked). */
type SingleFaq = Faq & { category: NonNullable<Faq['category']>; siblings: Faq[] };

function FaqView({ data: faq }: PageViewProps<SingleFaq>): ReactElement {
  const { t } = useTranslation('content');
  const lang = useLang();
  const question = textOf({ question: faq.question }, faq.en, lang).question;
  const category = textOf({ name: faq.category.name }, faq.category.en, lang).name;
  return (
    <PageShell h1={question} trail={[{ name: t('faq.title'), url: FAQS_URL }]}>
      <FaqItem faq={faq} link={false} />
      {faq.siblings.length > 0 && (
        <Section title={t('faq.more', { category })}>
          {faq.siblings.map((other) => {
            const text = textOf({ question: other.question, answer: other.answer }, other.en, lang);
            return (
              <article key={other.slug} data-faq={other.slug}>
                <h3>
                  <InternalLink to={faqUrl(other.slug)}>{text.question}</InternalLink>
                </h3>
                <Html html={shortAnswer(text.answer)} />
              </article>
            );
          })}
        </Section>
      )}
    </PageShell>
  );
}

const singleFaqPage = definePage<SingleFaq>({
  async load({ api, params }) {
    const [faq, categories] = await Promise.all([
      orNull(api.content.getFaq(params.slug!)),
      api.content.getFaqCategories(1, ALL),
    ]);
    if (!faq) return null;
    const own = categories.data.data.find((category) => category.slug === faq.category.slug);
    return { ...faq, siblings: (own?.faqs ?? []).filter((other) => other.slug !== faq.slug) };
  },
  head(faq, { t, lang }) {
    const text = textOf({ question: faq.question, answer: faq.answer }, faq.en, lang);
    const category = textOf({ name: faq.category.name }, faq.category.en, lang).name;
    return {
      title: `${text.question} | ${t('content:faq.title')}`,
      description: `${category}: ${text.answer.replace(/<[^>]+>/g, '').slice(0, 150)}`,
      ogType: 'article',
      breadcrumbs: [
        { name: t('content:faq.title'), url: FAQS_URL },
        { name: text.question, url: faqUrl(faq.slug) },
      ],
      jsonLd: [faqPageJsonLd([faq], lang)],
    };
  },
  View: FaqView,
});

type FaqRouteData = { kind: 'one'; faq: SingleFaq } | { kind: 'all'; categories: FaqCategory[] };

/** /common/faq/{slug}/: one question; without a slug, the whole list (its canonical is /common/faqs/). */
export const faqPage = definePage<FaqRouteData>({
  async load(context) {
    if (!context.params.slug) {
      const categories = await faqsPage.load(context);
      return categories && { kind: 'all', categories };
    }
    const faq = await singleFaqPage.load(context);
    return faq && { kind: 'one', faq };
  },
  head: (data, context) =>
    data.kind === 'one' ? singleFaqPage.head(data.faq, context) : faqsPage.head(data.categories, context),
  View: (props) =>
    props.data.kind === 'one' ? (
      <FaqView {...props} data={props.data.faq} />
    ) : (
      <FaqsView {...props} data={props.data.categories} />
    ),
});
