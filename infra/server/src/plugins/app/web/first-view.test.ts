/**
 * Which texts a first view loads (first-view.ts): those i18next starts with, the page language's
 * and the fallback's (Russian), however many modules import them; never another language's.
 */
import { firstView, type ChunkGroup } from './first-view';

const group = (file: string, requests: string[], children: number[] = []): ChunkGroup => ({
  name: requests.length === 0 ? 'main' : null,
  entry: requests.length === 0,
  origins: requests.map((request) => ({ module: './src/i18n.ts', request })),
  files: [file],
  children,
  consumes: [],
});

// The entry, and each language's texts imported from two modules (two origins of one group).
const shell = {
  folder: 'shell',
  graph: {
    groups: [
      group('main.js', [], [1, 2]),
      group('locale-ru.js', ['./ru/common.json', './ru/common.json']),
      group('locale-en.js', ['./en/common.json', './en/common.json']),
    ],
    provides: {},
    fallbacks: {},
  },
};

const texts = (language: 'ru' | 'en') =>
  firstView(shell, undefined, language)
    .chunks.map(({ file }) => file)
    .filter((file) => file.startsWith('locale-'))
    .sort();

test("a Russian first view loads the Russian texts only, an English one the English and the fallback's", () => {
  expect(texts('ru')).toEqual(['locale-ru.js']);
  expect(texts('en')).toEqual(['locale-en.js', 'locale-ru.js']);
});
