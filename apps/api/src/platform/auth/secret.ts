import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

/**
 * The JWT signing secret: JWT_SECRET when set (required in production, shared by every API
 * process); otherwise one kept under DATA_DIR so that sessions survive a restart on a laptop.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production' && config.DATABASE_URL) {
    throw new Error('JWT_SECRET must be set (32+ characters) when running on a real database in production');
  }
  const path = join(config.DATA_DIR, 'jwt-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
