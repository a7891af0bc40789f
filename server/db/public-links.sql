-- Public links: a caller without sign-in holds only an unguessable token. Besides the tenant
-- policy (rls.sql), public_links lets a transaction with no organisation read the ONE row whose
-- token it set in `app.public_link_token`, and nothing else: no SECURITY DEFINER, no owner
-- access, still the request role under RLS. Applied after rls.sql at every start (idempotent).
DO $$
BEGIN
  IF to_regclass('public.public_links') IS NOT NULL THEN
    DROP POLICY IF EXISTS public_link_by_token ON public_links;
    CREATE POLICY public_link_by_token ON public_links FOR SELECT
      USING (token = nullif(current_setting('app.public_link_token', true), ''));
  END IF;
END
$$;
