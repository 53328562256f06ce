import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** What the pager reads of a paged list (the stores' `PagedList`). */
export interface PagedListView {
  page: number;
  pages: number;
  total: number;
  goTo(page: number): Promise<void>;
}

/** Previous and next page of a paged list, and where it stands; nothing while the list is empty. */
export const ListPager = observer(function ListPager({
  list,
  prev,
  next,
  summary,
}: {
  list: PagedListView;
  prev: string;
  next: string;
  /** Where the list stands: 'Page 2 of 5 · 93 orders'. */
  summary(at: Pick<PagedListView, 'page' | 'pages' | 'total'>): string;
}): ReactElement | null {
  if (list.total === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
      <Button disabled={list.page <= 1} onClick={() => void list.goTo(list.page - 1)}>
        {prev}
      </Button>
      <Typography variant="body2">{summary(list)}</Typography>
      <Button disabled={list.page >= list.pages} onClick={() => void list.goTo(list.page + 1)}>
        {next}
      </Button>
    </Box>
  );
});
