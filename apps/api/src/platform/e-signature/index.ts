export { createBuiltInESignature } from './built-in-e-signature';
export * from './e-signature';
