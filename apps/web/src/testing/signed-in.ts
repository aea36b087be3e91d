import type { TokenMetaData } from '@vanbid/contract';
import { saveCredentials, saveTokenMetaData } from '../lib/session';

/**
 * A component test's signed-in session on account 7 (a user of its main company unless told);
 * the test clears it after each (`clearSessionCredentials()`).
 */
export function signInForTest(user: Partial<TokenMetaData['user']> = {}): void {
  saveCredentials('token', 7);
  saveTokenMetaData({
    exp: 2_000_000_000,
    sub: '1',
    user: { role: 'user', inviteType: null, isMainAccount: true, globalId: 7, ...user },
  });
}
