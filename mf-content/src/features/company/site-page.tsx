import type { ReactElement } from 'react';
import type { ContentPage } from '@dostavka/shared-kernel/domain';
import type { PageHead } from '@dostavka/shared-kernel/ssr';
import { definePage, orNull, type HeadContext, type PageViewProps } from '../../kit/define-page';
import { textOf, useLang } from '../../kit/lang';
import { Html, PageShell } from '../../kit/page-shell';

export function siteHead(page: ContentPage, { lang }: HeadContext): PageHead {
  const text = textOf(page, page.en, lang);
  return {
    title: text.title,
    description: text.description,
    breadcrumbs: [{ name: text.h1, url: page.url }],
  };
}

function SitePageView({ data: page }: PageViewProps<ContentPage>): ReactElement {
  const text = textOf(page, page.en, useLang());
  return (
    <PageShell h1={text.h1}>
      <Html html={text.body} />
    </PageShell>
  );
}

/** A page of fixed address whose texts the content service keeps (about, contacts, documents, requisites). */
export const sitePage = (url: string) =>
  definePage<ContentPage>({
    load: ({ api }) => orNull(api.content.getPage(url)),
    head: siteHead,
    View: SitePageView,
  });
