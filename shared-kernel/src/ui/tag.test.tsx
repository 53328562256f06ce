import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Tag } from './tag';
import { createDostavkaTheme } from './theme';

const theme = createDostavkaTheme();

const styleOf = (text: string) => getComputedStyle(screen.getByText(text));

test('a filled tag has its colour behind the colour’s contrast text; a medium one is 32 px high', () => {
  render(
    <ThemeProvider theme={theme}>
      <Tag color="success" label="Дешевле всех" />
      <Tag label="Новый" size="medium" data-status="created" />
    </ThemeProvider>,
  );
  expect(styleOf('Дешевле всех').height).toBe('24px');
  const cheapest = styleOf('Дешевле всех');
  const probe = document.createElement('span');
  probe.style.backgroundColor = theme.palette.success.main;
  probe.style.color = theme.palette.success.contrastText;
  expect(cheapest.backgroundColor).toBe(probe.style.backgroundColor);
  expect(cheapest.color).toBe(probe.style.color);
  expect(styleOf('Новый').height).toBe('32px');
  expect(screen.getByText('Новый')).toHaveAttribute('data-status', 'created');
});

test('an outlined tag draws the colour as its border and text, with a pixel less padding', () => {
  render(
    <ThemeProvider theme={theme}>
      <Tag color="info" variant="outlined" label="Предварительно" />
    </ThemeProvider>,
  );
  const probe = document.createElement('span');
  probe.style.color = theme.palette.info.main;
  const style = styleOf('Предварительно');
  expect(style.color).toBe(probe.style.color);
  expect(style.borderColor).toBe(probe.style.color);
  expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  expect(style.paddingLeft).toBe('7px');
});

test('a tag with an action is a button named by its label or its own name', () => {
  const picked: string[] = [];
  render(
    <ThemeProvider theme={theme}>
      <Tag label="Иван Петров" aria-label="Подставить Иван Петров" onClick={() => picked.push('Иван')} />
      <Tag label="Новый" />
    </ThemeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Подставить Иван Петров' }));
  expect(picked).toEqual(['Иван']);
  expect(screen.getByRole('button', { name: 'Подставить Иван Петров' })).toHaveAttribute('type', 'button');
  expect(screen.queryByRole('button', { name: 'Новый' })).not.toBeInTheDocument();
});

test('a clickable outlined tag keeps its outline and padding over the button’s own reset', () => {
  render(
    <ThemeProvider theme={theme}>
      <Tag variant="outlined" size="medium" label="Мария" onClick={() => {}} />
    </ThemeProvider>,
  );
  const style = getComputedStyle(screen.getByRole('button', { name: 'Мария' }));
  expect(style.borderTopStyle).toBe('solid');
  expect(style.borderTopWidth).toBe('1px');
  expect(style.paddingLeft).toBe('11px');
  expect(style.height).toBe('32px');
});
