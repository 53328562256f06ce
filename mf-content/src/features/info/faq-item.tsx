import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Faq, FaqVoteValue } from '@dostavka/shared-kernel/domain';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { InternalLink } from '../../kit/internal-link';
import { textOf, useLang } from '../../kit/lang';
import { Html } from '../../kit/page-shell';

export const faqUrl = (slug: string) => `/common/faq/${slug}/`;

/**
 * The short answer: an answer's first paragraph. Lists (the FAQ index, the home page) show it and
 * link the question's own page, which has the whole answer.
 */
export const shortAnswer = (html: string) => /^\s*<p>[\s\S]*?<\/p>/.exec(html)?.[0] ?? html;

/** Like and dislike: one vote per visitor per question, changeable; counts from the server. */
export const FaqVotes = observer(function FaqVotes({ faq }: { faq: Faq }): ReactElement {
  const { t } = useTranslation('content');
  const store = useStore();
  const [counts, setCounts] = useState({ likes: faq.likes, dislikes: faq.dislikes });
  const mine = store.content.votes.get(faq.slug) ?? faq.vote;
  const vote = async (value: FaqVoteValue) => {
    const result = await store.content.vote(faq.slug, value);
    if (result) setCounts({ likes: result.likes, dislikes: result.dislikes });
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      role="group"
      aria-label={t('faq.helpful')}
    >
      <Typography color="text.secondary" sx={{ fontSize: 14, mr: 1 }}>
        {t('faq.helpful')}
      </Typography>
      <Button
        size="small"
        variant={mine === 'like' ? 'contained' : 'outlined'}
        aria-pressed={mine === 'like'}
        onClick={() => void vote('like')}
      >
        {t('faq.like', { count: counts.likes })}
      </Button>
      <Button
        size="small"
        variant={mine === 'dislike' ? 'contained' : 'outlined'}
        aria-pressed={mine === 'dislike'}
        onClick={() => void vote('dislike')}
      >
        {t('faq.dislike', { count: counts.dislikes })}
      </Button>
    </Stack>
  );
});

/**
 * A question with its answer and votes; `link` makes the question a link to its own page and shows
 * the short answer only.
 */
export function FaqItem({ faq, link = true }: { faq: Faq; link?: boolean }): ReactElement {
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
      <FaqVotes faq={faq} />
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
