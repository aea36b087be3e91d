import { AppError } from '../errors';
import { GatewayError } from './gateway';

/** Runs a gateway call; a refusal becomes PAYMENT_DECLINED (or a field error at tokenization). */
export async function withGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.field) throw new AppError('VALIDATION_FAILED', error.message, { [error.field]: error.message });
    if (error.reason === 'token_invalid')
      throw new AppError('BUSINESS_RULE', error.message, { token: error.message });
    throw new AppError('PAYMENT_DECLINED', error.message, { reason: error.reason });
  }
}
