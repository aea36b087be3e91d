import { canGrantRole, roleGrantRefusal } from '@vanbid/domain';
import { AppError } from '../errors';

/**
 * The caller, a member of `actorContactType`, may give, change or take away `target`
 * (docs/product.md §1, "Roles": only a role with rights of their own, an Owner only by an Owner);
 * otherwise a 403 that names `field` when the role came from the input.
 */
export function assertMayGrantRole(actorContactType: string, target: string, field?: string): void {
  if (canGrantRole(actorContactType, target)) return;
  const message = roleGrantRefusal(actorContactType, target);
  throw new AppError('FORBIDDEN', message, field ? { [field]: message } : undefined);
}
