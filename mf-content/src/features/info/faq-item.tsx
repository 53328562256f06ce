import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Faq, FaqVoteValue } from '@dostavka/shared-kernel/domain';
import { Island, useStore } from '@dostavka/shared-kernel/ui-core';
import { InternalLink } from '../../kit/internal-link';
import { textOf, useLang } from '../../kit/lang';
import { Html } from '../../kit/page-shell';

export const faqUrl = (slug: string) => `/common/faq/${slug}/`;

/**
 * The short answer: an answer's first paragraph. Lists (the FAQ index, the home page) show it and
 * link the question's own page, which has the whole answer.
 */
export const shortAnswer = (html: string) => /^\s*<p>[\s\S]*?<\/p>/.exec(html)?.[0] ?? html;

/** What the votes of a question show: no more than this travels to the browser as its props. */
export type FaqVoteFacts = Pick<Faq, 'slug' | 'likes' | 'dislikes' | 'vote'>;

export interface FaqVotesProps {
  faq: FaqVoteFacts;
  /** The page the votes are on: a vote sent without script comes back to it. */
  back: string;
}

/** The content service's votes (its base as the server mounts it), where the form posts. */
const VOTES_PATH = '/api/content/content/faq';

/** Where a question's votes are on its page: a vote sent without script comes back to them. */
export const votesAnchor = (slug: string) => `votes-${slug}`;

/**
 * Like and dislike: one vote per visitor per question, changeable; counts from the server. A POST
 * form at heart: before the page comes alive a button sends it and the server answers with the
 * page again (the same votes API, `back` says where); alive (the `faq-votes` island) the vote is
 * sent by the store and the counts change in place.
 */
export const FaqVotes = observer(function FaqVotes({ faq, back }: FaqVotesProps): ReactElement {
  const { t } = useTranslation('content');
  const store = useStore();
  const [counts, setCounts] = useState({ likes: faq.likes, dislikes: faq.dislikes });
  const mine = store.content.votes.get(faq.slug) ?? faq.vote;
  const vote = async (value: FaqVoteValue) => {
    const result = await store.content.vote(faq.slug, value);
    if (result) setCounts({ likes: result.likes, dislikes: result.dislikes });
  };
  const action = (value: FaqVoteValue) => `${VOTES_PATH}/${value}/${encodeURIComponent(faq.slug)}`;
  const button = (value: FaqVoteValue, count: number) => (
    <Button
      type="submit"
      formAction={action(value)}
      size="small"
      variant={mine === value ? 'contained' : 'outlined'}
      aria-pressed={mine === value}
      onClick={(event) => {
        event.preventDefault();
        void vote(value);
      }}
    >
      {t(`faq.${value}`, { count })}
    </Button>
  );
  return (
    <Stack
      component="form"
      method="post"
      action={action('like')}
      id={votesAnchor(faq.slug)}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      role="group"
      aria-label={t('faq.helpful')}
    >
      <input type="hidden" name="back" value={back} />
      <Typography color="text.secondary" sx={{ fontSize: 14, mr: 1 }}>
        {t('faq.helpful')}
      </Typography>
      {button('like', counts.likes)}
      {button('dislike', counts.dislikes)}
    </Stack>
  );
});

/** The votes as an island of their own: nothing else of the question is hydrated. */
function FaqVoteIsland({ faq, back }: { faq: Faq; back: string }): ReactElement {
  const props: FaqVotesProps = {
    faq: { slug: faq.slug, likes: faq.likes, dislikes: faq.dislikes, vote: faq.vote },
    back,
  };
  return (
    <Island name="faq-votes" props={props}>
      <FaqVotes {...props} />
    </Island>
  );
}

/**
 * A question with its answer and votes; `link` makes the question a link to its own page and shows
 * the short answer only.
 */
export function FaqItem({
  faq,
  link = true,
  back = faqUrl(faq.slug),
}: {
  faq: Faq;
  link?: boolean;
  /** The page the item is on (the question's own by default). */
  back?: string;
}): ReactElement {
  const text = textOf({ question: faq.question, answer: faq.answer }, faq.en, useLang());
  return (
    <Box component="article" data-faq={faq.slug} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h3" sx={{ fontSize: 18, fontWeight: 600 }}>
        {link ? (
          <InternalLink to={faqUrl(faq.slug)} color="inherit" underline="hover">
            {text.question}
          </InternalLink>
        ) : (
          text.question
        )}
      </Typography>
      <Html html={link ? shortAnswer(text.answer) : text.answer} />
      <FaqVoteIsland faq={faq} back={back} />
    </Box>
  );
}

/** schema.org FAQPage for the head; `short` for a list, which shows the short answers. */
export function faqPageJsonLd(faqs: readonly Faq[], lang: 'ru' | 'en', short = false): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => {
      const text = textOf({ question: faq.question, answer: faq.answer }, faq.en, lang);
      return {
        '@type': 'Question',
        name: text.question,
        acceptedAnswer: {
          '@type': 'Answer',
          text: (short ? shortAnswer(text.answer) : text.answer).replace(/<[^>]+>/g, ''),
        },
      };
    }),
  };
}
