import {
  addMobileNumber,
  confirmMobileNumber,
  deleteMobileNumber,
  listMobileNumbers,
  resendMobileCode,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as numbers from './mobile-numbers.service';

const memberOf = (auth: { accountId: number; userId: number }) => ({
  accountId: auth.accountId,
  userId: auth.userId,
});
/** A coarse limit per client address; the codes have their own (docs/product.md §8, "Text messages"). */
const PER_MINUTE = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/** The signed-in user's mobile numbers for this company (docs/product.md §8, "Text messages"). */
export async function mobileNumbersRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  route(app, listMobileNumbers, ({ auth }) => numbers.listMobileNumbers(deps, memberOf(auth)));
  route(
    app,
    addMobileNumber,
    ({ auth, body }) => numbers.addMobileNumber(deps, memberOf(auth), body.phone),
    PER_MINUTE,
  );
  route(
    app,
    resendMobileCode,
    ({ auth, params }) => numbers.resendMobileCode(deps, memberOf(auth), params.id),
    PER_MINUTE,
  );
  route(
    app,
    confirmMobileNumber,
    ({ auth, params, body }) => numbers.confirmMobileNumber(deps, memberOf(auth), params.id, body.code),
    PER_MINUTE,
  );
  route(app, deleteMobileNumber, ({ auth, params }) =>
    numbers.removeMobileNumber(deps, memberOf(auth), params.id),
  );
}
