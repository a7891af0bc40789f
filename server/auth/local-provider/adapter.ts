import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client';
import { oidcPayloads } from '../../db/schema/identity';

/** Models whose rows belong to a grant and go when the grant is revoked. */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

function notExpired() {
  return sql`(${oidcPayloads.expiresAt} IS NULL OR ${oidcPayloads.expiresAt} > now())`;
}

function withConsumed(row: {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}): AdapterPayload {
  const payload = row.payload as AdapterPayload;
  if (!row.consumedAt) return payload;
  return { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
}

/**
 * oidc-provider's storage in PostgreSQL (`oidc_payloads`): one row per session, interaction,
 * grant, code and refresh token, keyed by model and id, so sign-ins survive a restart and are
 * shared by every server process on the database. Rows past `expires_at` are invisible at once
 * and deleted by the nightly clean-up (`deleteExpiredIdentityState`).
 */
export class PostgresAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' && expiresIn > 0
        ? new Date(Date.now() + expiresIn * 1000)
        : null;
    // A payload read back carries `consumed`; keep that in its column, not in the JSON.
    const { consumed, ...stored } = payload;
    const values = {
      payload: stored as Record<string, unknown>,
      grantId: grantable.has(this.model) ? (payload.grantId ?? null) : null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
      consumedAt: typeof consumed === 'number' ? new Date(consumed * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, type: this.model, ...values })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id), notExpired()))
      .limit(1);
    return row ? withConsumed(row) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.uid, uid), notExpired()))
      .limit(1);
    return row ? withConsumed(row) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(
        and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.userCode, userCode), notExpired()),
      )
      .limit(1);
    return row ? withConsumed(row) : undefined;
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.grantId, grantId)));
  }
}

/** The `adapter` option of oidc-provider: one adapter per model, all on `db`. */
export function postgresAdapterFactory(db: Database): (model: string) => Adapter {
  return (model) => new PostgresAdapter(db, model);
}

/**
 * Deletes the provider's expired sessions, interactions, codes, grants and refresh tokens.
 * Returns how many rows went. Run nightly; expired rows are already ignored by every look-up.
 */
export async function deleteExpiredIdentityState(db: Database): Promise<number> {
  const result = await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
  return result.rowCount ?? 0;
}
