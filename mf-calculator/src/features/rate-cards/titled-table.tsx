import type { ReactElement, ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A table of the rate cards' page under its heading, named by it. */
export function TitledTable({
  title,
  head,
  children,
}: {
  title: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}): ReactElement {
  return (
    <>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </>
  );
}
