import { Navigate, Outlet } from 'react-router';
import { paths } from '@/app/paths';
import { FullHeightSpinner } from '@/components/full-height-spinner';
import { useUsersProfile } from '@/lib/session/session-reads';

/** The admin area opens only with tool access (SPEC §6); anyone else gets the unauthorised page. */
export function RequireToolAccess() {
  const { data: profile, error } = useUsersProfile();
  if (!profile) return error ? null : <FullHeightSpinner />;
  if (!profile.has_tool_access) return <Navigate to={paths.unauthorised.href()} replace />;
  return <Outlet />;
}
