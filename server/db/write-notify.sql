-- Every write to an application table tells the server replicas which organisation changed, so
-- each can drop what its response cache holds for it (server/http/response-cache.ts). One
-- statement-level trigger per table, applied after the migrations at every start like rls.sql,
-- so a table added later is covered without anyone remembering to add it here.
--
-- The payload is `<organisation>:<table>`: the transaction's tenant, or '*' for a write made with
-- owner rights (sign-in linking, the seed, jobs working across organisations: every replica then
-- drops everything), and the table written, so a cache that depends on a few tables (the caller
-- cache: people and organisations; the feature flags) drops only on those. NOTIFY is
-- transactional (delivered at commit, never after a rollback) and PostgreSQL folds identical
-- notifications of one transaction into one.
CREATE OR REPLACE FUNCTION changecraft_notify_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'changecraft_writes',
    coalesce(nullif(current_setting('app.organisation_id', true), ''), '*') || ':' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;

-- Bookkeeping tables no cached answer reads (a job's claim of its run, written every minute for
-- every organisation; the sign-in provider's sessions) are not reported: their list is
-- `unreportedTables` in server/db/write-notifications.ts, handed in as the setting
-- `changecraft.unreported_tables` by migrate.ts. A table that leaves the list is reported again
-- at the next start.
DO $$
DECLARE
  t record;
  unreported text[] := string_to_array(
    coalesce(current_setting('changecraft.unreported_tables', true), ''), ',');
BEGIN
  FOR t IN
    SELECT c.relname AS table_name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  LOOP
    IF t.table_name = ANY (unreported) THEN
      EXECUTE format('DROP TRIGGER IF EXISTS changecraft_notify_write ON %I', t.table_name);
    ELSE
      EXECUTE format(
        'CREATE OR REPLACE TRIGGER changecraft_notify_write
           AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
           FOR EACH STATEMENT EXECUTE FUNCTION changecraft_notify_write()',
        t.table_name);
    END IF;
  END LOOP;
END
$$;
