import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE = 'jwt-secret';

/**
 * The key that signs access tokens. JWT_SECRET when set (required when several processes serve
 * the site); otherwise one generated at the first start and kept in the data folder, so a restart
 * does not sign everybody out.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, FILE);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
}
