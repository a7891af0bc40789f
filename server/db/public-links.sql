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

-- Invitation and e-mail verification links keep only a hash of their token. The same rule as
-- above lets a transaction with no organisation read the ONE row whose hash it set in
-- `app.link_token_hash` (server/modules/people/link-tenancy.ts), to learn its organisation;
-- the rest of the work then runs under RLS as that organisation.
DO $$
BEGIN
  IF to_regclass('public.invites') IS NOT NULL THEN
    DROP POLICY IF EXISTS invite_by_token ON invites;
    CREATE POLICY invite_by_token ON invites FOR SELECT
      USING (token_hash = nullif(current_setting('app.link_token_hash', true), ''));
  END IF;
  IF to_regclass('public.email_verifications') IS NOT NULL THEN
    DROP POLICY IF EXISTS email_verification_by_token ON email_verifications;
    CREATE POLICY email_verification_by_token ON email_verifications FOR SELECT
      USING (token_hash = nullif(current_setting('app.link_token_hash', true), ''));
  END IF;
END
$$;
