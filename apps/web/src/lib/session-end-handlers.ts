/**
 * What the app does when an answer ends the session or asks for two-factor sign-in (docs/product.md
 * §2, §9): registered by the app at start, called by the API client. A module of its own, without
 * the client's imports: the app's first task registers them without loading the wire contract
 * (and zod) that the client needs.
 */
type Handler = () => void;

let onUnauthorized: Handler = () => {};
let onTwoFactorRequired: Handler = () => {};

/** The app registers what a 401/503 off the public paths does (docs/product.md §2): logout, then /login. */
export function setUnauthorizedHandler(handler: Handler): void {
  onUnauthorized = handler;
}

/**
 * The app registers what `TWO_FACTOR_REQUIRED` off the public paths does (docs/product.md §9):
 * Settings → Security, where the user turns it on.
 */
export function setTwoFactorRequiredHandler(handler: Handler): void {
  onTwoFactorRequired = handler;
}

export function endSession(): void {
  onUnauthorized();
}

export function requireTwoFactor(): void {
  onTwoFactorRequired();
}
