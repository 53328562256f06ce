import type { ReactElement, ReactNode } from 'react';
import type { FormApi } from 'final-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { CardDraft } from './card-draft';
import { DecimalField } from './card-field';

/** A titled part of the card's form (a fieldset and its legend). */
export function Section({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Fields side by side, wrapping on a narrow screen. */
export const Row = ({ children }: { children: ReactNode }): ReactElement => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>{children}</Box>
);

export function RemoveButton({ label, onClick }: { label: string; onClick(): void }): ReactElement {
  return (
    <IconButton aria-label={label} title={label} onClick={onClick} size="small" sx={{ mt: 0.5 }}>
      ×
    </IconButton>
  );
}

export const AddButton = ({ label, onClick }: { label: string; onClick(): void }): ReactElement => (
  <Button size="small" onClick={onClick}>
    {label}
  </Button>
);

/** Sets a value of the form by its path (a list after a row was added or removed). */
export const changer =
  (form: FormApi<CardDraft>) =>
  (path: string, value: unknown): void =>
    form.change(path as keyof CardDraft, value as never);

/** The list without its `index`th item. */
export const without = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

interface ListSectionProps<T> {
  title: string;
  items: readonly T[];
  /** A row's fields (its remove button follows them). */
  fields(index: number, item: T): ReactNode;
  /** What a row's remove button says, by its index. */
  removeLabel(index: number): string;
  addLabel: string;
  /** An item the add button appends. */
  newItem(): T;
  /** The list after a row was removed or added. */
  onChange(items: T[]): void;
  /** Rows side by side in columns (short rows), not one under another. */
  columns?: boolean;
}

/** A list of the card's rows (terminals, zones, bands, vehicles): each with its fields and a remove button, and an add button under them. */
export function ListSection<T>({
  title,
  items,
  fields,
  removeLabel,
  addLabel,
  newItem,
  onChange,
  columns = false,
}: ListSectionProps<T>): ReactElement {
  const rows = items.map((item, i) => (
    <Row key={i}>
      {fields(i, item)}
      <RemoveButton label={removeLabel(i)} onClick={() => onChange(without(items, i))} />
    </Row>
  ));
  return (
    <Section title={title}>
      {columns ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(380px, 1fr))', gap: 1 }}>
          {rows}
        </Box>
      ) : (
        rows
      )}
      <Box>
        <AddButton label={addLabel} onClick={() => onChange([...items, newItem()])} />
      </Box>
    </Section>
  );
}

/** A row of prices by key (loading kinds, services), each field under `${name}.${key}`. */
export function PriceRow<K extends string>({
  title,
  name,
  keys,
  label,
  width,
}: {
  title: string;
  name: string;
  keys: readonly K[];
  label(key: K): string;
  width: number;
}): ReactElement {
  return (
    <Section title={title}>
      <Row>
        {keys.map((key) => (
          <DecimalField key={key} name={`${name}.${key}`} label={label(key)} width={width} />
        ))}
      </Row>
    </Section>
  );
}
