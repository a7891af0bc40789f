import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { FullHeightSpinner } from '@/components/full-height-spinner';
import { enabledFeatures, useFeatureFlags, useUsersProfile } from '@/lib/session/session-reads';
import { canSee, navItemAt, workspaceNav } from '../shell/workspace-nav-model';

/**
 * Opens a workspace area by URL only to those whose navigation shows it (roles, flags, tool
 * access: `workspaceNav`), so a typed address cannot reach what the menu hides. Anyone else
 * gets the unauthorised page. Screens outside the navigation's areas pass.
 */
export function RequireNavAccess() {
  const { pathname } = useLocation();
  const { data: profile, error: profileError } = useUsersProfile();
  const { data: flags, error: flagsError } = useFeatureFlags();
  const item = navItemAt(workspaceNav, pathname);
  if (!item) return <Outlet />;
  if (!profile || !flags) return profileError || flagsError ? null : <FullHeightSpinner />;
  const audience = {
    role: profile.role,
    hasToolAccess: profile.has_tool_access,
    enabled: enabledFeatures(flags),
  };
  if (!canSee(item, audience)) return <Navigate to={paths.unauthorised.href()} replace />;
  return <Outlet />;
}
