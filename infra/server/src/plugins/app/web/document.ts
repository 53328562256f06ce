import { readFile } from 'node:fs/promises';

/** What the shell reads from `<script id="dostavka-config">` before it starts. */
export interface DocumentConfig {
  api: { user: string; content: string; calculator: string };
  realtime: { url: string; path: string };
  /** The HTTP status of this document: 404 lets the shell show its not-found page at once. */
  status: number;
}

const PLACEHOLDER = '<!--dostavka-config-->';

export function renderDocument(template: string, config: DocumentConfig): string {
  // `<` escaped so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return template.replace(
    PLACEHOLDER,
    () => `<script id="dostavka-config" type="application/json">${json}</script>`,
  );
}

/**
 * Reads the shell's index.html: once, or on every call when the file changes under a running
 * server (development rebuilds). Null while the site is not built.
 */
export function templateReader(file: string, cache: boolean): () => Promise<string | null> {
  let cached: string | undefined;
  return async () => {
    if (cached !== undefined) return cached;
    try {
      const template = await readFile(file, 'utf8');
      if (cache) cached = template;
      return template;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}
