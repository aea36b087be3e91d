export * from './identity-verification';
export {
  createSandboxIdentityVerification,
  type SandboxIdentityVerificationOptions,
} from './sandbox-identity-verification';
