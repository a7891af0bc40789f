-- Row-level security: the database itself keeps each organisation's rows apart (DESIGN.md §5).
-- Applied after the migrations at every start, so every table that gains an organisation_id
-- column in a later migration is covered without anyone remembering to add it here.
DO $$
DECLARE
  t record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'changecraft_app') THEN
    CREATE ROLE changecraft_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  -- The connecting role switches to changecraft_app for every request (SET LOCAL ROLE).
  BEGIN
    EXECUTE format('GRANT changecraft_app TO %I', current_user);
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'could not grant changecraft_app to %: %', current_user, SQLERRM;
  END;

  GRANT USAGE ON SCHEMA public TO changecraft_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO changecraft_app;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO changecraft_app;
  -- Identity state, the provider's private keys and passwords are for the sign-in path only,
  -- never for request queries.
  REVOKE ALL ON local_credentials, oidc_payloads, identity_keys FROM changecraft_app;

  FOR t IN
    SELECT c.relname AS table_name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organisation_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.table_name);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t.table_name);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I
         USING (organisation_id = nullif(current_setting(''app.organisation_id'', true), '''')::integer)
         WITH CHECK (organisation_id = nullif(current_setting(''app.organisation_id'', true), '''')::integer)',
      t.table_name);
  END LOOP;

  ALTER TABLE organisations ENABLE ROW LEVEL SECURITY;
  ALTER TABLE organisations FORCE ROW LEVEL SECURITY;
  DROP POLICY IF EXISTS tenant_isolation ON organisations;
  CREATE POLICY tenant_isolation ON organisations
    USING (id = nullif(current_setting('app.organisation_id', true), '')::integer)
    WITH CHECK (id = nullif(current_setting('app.organisation_id', true), '')::integer);
END
$$;
