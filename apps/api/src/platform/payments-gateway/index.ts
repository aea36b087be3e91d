import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox-gateway';

export * from './gateway';

let gateway: PaymentGateway | undefined;

/** The configured gateway. Only the sandbox exists so far; a real adapter is chosen here by config. */
export function getPaymentGateway(): PaymentGateway {
  gateway ??= createSandboxGateway();
  return gateway;
}
