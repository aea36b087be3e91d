export * from './gateway';
export { createSandboxGateway } from './sandbox-gateway';
