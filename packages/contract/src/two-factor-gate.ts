import type { Endpoint } from './endpoint';
import { getTokenMetaData, logoutEverywhere } from './endpoints/auth';
import { getAllDetails } from './endpoints/company';
import { enableTwoFactor, getTwoFactor, startTwoFactorSetup } from './endpoints/two-factor';

/**
 * What a member of an account that requires two-factor sign-in may call before they have turned
 * it on (docs/product.md §9, "Two-factor sign-in"): what Settings → Security needs to set it up,
 * the token's claims, the company list and signing out. Every other signed-in call answers 403
 * `TWO_FACTOR_REQUIRED`.
 */
const OPEN_BEFORE_TWO_FACTOR: ReadonlySet<Endpoint> = new Set<Endpoint>([
  getTwoFactor,
  startTwoFactorSetup,
  enableTwoFactor,
  getTokenMetaData,
  getAllDetails,
  logoutEverywhere,
]);

export function isOpenBeforeTwoFactor(endpoint: Endpoint): boolean {
  return OPEN_BEFORE_TWO_FACTOR.has(endpoint);
}

/** The refusal's message: where to turn it on. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Your company requires two-factor sign-in: turn it on under Settings → Security to go on.';
