import { useId, type ReactElement, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled block of the form. */
export function FormSection({ title, children }: { title: string; children?: ReactNode }): ReactElement {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}
      elevation={0}
    >
      <Typography
        id={id}
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 1.5, fontSize: { xs: 17, sm: 20 } }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
