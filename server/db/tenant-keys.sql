-- Composite tenant keys: every reference from one tenant row to another becomes a foreign key on
-- (organisation_id, <column>), so a row can never point into another organisation, whatever a
-- service forgets to check (DESIGN.md §5). Referential checks bypass row-level security, so
-- without this a single-column key would happily accept another organisation's id.
--
-- Applied after the migrations at every start, like rls.sql: a new area declares plain
-- `.references(() => other.id)` in Drizzle and its keys are upgraded here. The upgraded key keeps
-- the name Drizzle gave it, so later generated migrations that drop or alter it still work.
-- `ON DELETE SET NULL` clears only the reference column (PostgreSQL 15+), never organisation_id.
DO $$
DECLARE
  fk record;
  on_delete text;
  on_update text;
BEGIN
  FOR fk IN
    SELECT con.conname,
           con.conrelid::regclass AS tbl,
           con.confrelid::regclass AS ref_tbl,
           ref_class.relname AS ref_name,
           col.attname AS col,
           ref_col.attname AS ref_col,
           con.confdeltype,
           con.confupdtype
    FROM pg_constraint con
    JOIN pg_namespace ns ON ns.oid = con.connamespace AND ns.nspname = 'public'
    JOIN pg_class ref_class ON ref_class.oid = con.confrelid
    JOIN pg_attribute col ON col.attrelid = con.conrelid AND col.attnum = con.conkey[1]
    JOIN pg_attribute ref_col ON ref_col.attrelid = con.confrelid AND ref_col.attnum = con.confkey[1]
    WHERE con.contype = 'f'
      AND cardinality(con.conkey) = 1
      AND col.attname <> 'organisation_id'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = con.conrelid
                    AND a.attname = 'organisation_id' AND NOT a.attisdropped)
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = con.confrelid
                    AND a.attname = 'organisation_id' AND NOT a.attisdropped)
  LOOP
    EXECUTE format('CREATE UNIQUE INDEX IF NOT EXISTS %I ON %s (organisation_id, %I)',
                   fk.ref_name || '_org_' || fk.ref_col || '_key', fk.ref_tbl, fk.ref_col);
    on_delete := CASE fk.confdeltype
      WHEN 'c' THEN 'CASCADE'
      WHEN 'n' THEN format('SET NULL (%I)', fk.col)
      WHEN 'd' THEN format('SET DEFAULT (%I)', fk.col)
      WHEN 'r' THEN 'RESTRICT'
      ELSE 'NO ACTION' END;
    -- Ids never change; SET NULL / SET DEFAULT on update would also clear organisation_id.
    on_update := CASE fk.confupdtype WHEN 'c' THEN 'CASCADE' WHEN 'r' THEN 'RESTRICT'
                                     ELSE 'NO ACTION' END;
    EXECUTE format(
      'ALTER TABLE %s DROP CONSTRAINT %I, ADD CONSTRAINT %I FOREIGN KEY (organisation_id, %I)
         REFERENCES %s (organisation_id, %I) ON DELETE %s ON UPDATE %s',
      fk.tbl, fk.conname, fk.conname, fk.col, fk.ref_tbl, fk.ref_col, on_delete, on_update);
  END LOOP;
END
$$;
