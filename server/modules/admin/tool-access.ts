import type { FastifyRequest } from 'fastify';
import { requireToolAccess } from '../../auth/permissions';
import type { TenantTx } from '../../db/tenant';

/** Runs an admin change in the caller's tenant once tool access is confirmed (SPEC §6). */
export function withToolAccess<T>(
  request: FastifyRequest,
  fn: (tx: TenantTx, actorId: number) => Promise<T>,
): Promise<T> {
  return request.tenant((tx, user) => {
    requireToolAccess(user);
    return fn(tx, user.id);
  });
}
