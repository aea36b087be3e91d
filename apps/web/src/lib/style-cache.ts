import createCache from '@emotion/cache';
import { pageNonce } from './csp-nonce';

/**
 * emotion's cache for MUI: each style element it adds carries the page's nonce, the only inline
 * styles the Content-Security-Policy allows.
 */
export const styleCache = createCache({ key: 'vb', nonce: pageNonce() });
