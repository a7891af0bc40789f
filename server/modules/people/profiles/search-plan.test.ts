import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles } from '../../../db/schema/people';
import { withTenant } from '../../../db/tenant';
import { factories } from '../../../../tests/support/factories';
import { useTestServer } from '../../../../tests/support/test-server';
import { searchCondition } from './queries';

describe('person search under row-level security', () => {
  const server = useTestServer();

  it('reaches the prefix indexes for every word, instead of scanning the organisation', async () => {
    const org = await factories(server.db).organisation();
    // Enough people that reading the whole organisation would cost more than the indexes.
    await withTenant(server.db, org.id, (tx) =>
      tx.execute(sql`
        INSERT INTO user_profiles (email, first_name, last_name)
        SELECT 'person' || g || '@example.com', 'First' || g, 'Last' || g
        FROM generate_series(1, 3000) AS g`),
    );
    await server.db.execute(sql`ANALYZE user_profiles`);
    const plan = await withTenant(server.db, org.id, async (tx) => {
      const query = tx
        .select({ id: userProfiles.id })
        .from(userProfiles)
        .where(and(searchCondition('ma man'), eq(userProfiles.isActive, true)))
        .toSQL();
      const result = await tx.execute(
        sql.raw(
          `EXPLAIN ${query.sql.replace(/\$(\d+)/g, (_m, n: string) => {
            const value = query.params[Number(n) - 1];
            return typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : String(value);
          })}`,
        ),
      );
      return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
    });
    for (const index of ['first_name', 'last_name', 'email']) {
      expect(plan).toContain(`user_profiles_${index}_prefix_idx`);
    }
    expect(plan).toMatch(/Index Cond: .*search_email\)::text >= 'ma/);
  });
});
