import { Navigate, Route, Routes, useParams } from 'react-router';
import { FullHeightSpinner } from '@/components/full-height-spinner';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import { useUsersProfile } from '@/lib/session/session-reads';
import { RouterLink } from '@/components/router-link';
import { groupPaths } from '@/features/groups/paths';
import { DirectorySyncTab } from '../components/directory-sync-tab';
import { DirectoryTab } from '../components/directory-tab';
import { ImportsTab } from '../components/imports-tab';
import { InvitationsTab } from '../components/invitations-tab';
import { RolesTab } from '../components/roles-tab';
import { SentMailTab } from '../components/sent-mail-tab';
import { usePerson } from '../hooks';

/** `/people/*`: the directory, and for admins roles, invitations, imports, directory sync and sent mail. */
export function PeopleScreen() {
  const section = useParams()['*']?.split('/')[0];
  const profile = useUsersProfile().data;
  const isAdmin = profile?.role === 'ADMIN';
  // A people manager may import the people they manage (their own flag on their profile).
  const self = usePerson(isAdmin ? undefined : profile?.id);
  const mayImport = isAdmin || self.data?.is_people_manager === true;
  // Which sections exist depends on who is looking: until that is known, an address such as
  // /people/roles must not fall through to the catch-all and be sent to the directory.
  const settled = profile !== undefined && (isAdmin || self.data !== undefined || !!self.error);
  const items = [
    { key: 'directory', label: 'Directory', to: '/people/directory' },
    ...(isAdmin ? [{ key: 'roles', label: 'Roles', to: '/people/roles' }] : []),
    ...(isAdmin ? [{ key: 'invitations', label: 'Invitations', to: '/people/invitations' }] : []),
    ...(mayImport ? [{ key: 'imports', label: 'Imports', to: '/people/imports' }] : []),
    ...(isAdmin ? [{ key: 'sync', label: 'Directory sync', to: '/people/sync' }] : []),
    ...(isAdmin ? [{ key: 'sent-mail', label: 'Sent mail', to: '/people/sent-mail' }] : []),
  ];
  if (!settled) return <FullHeightSpinner label="Loading people" />;
  return (
    <>
      <PageHeader
        title="People"
        description="Everyone in your organisation: search them, change roles, invite colleagues."
        actions={<RouterLink to={groupPaths.peopleGroups.href()}>Impacted groups</RouterLink>}
      />
      <SectionNav label="People sections" items={items} current={section} />
      <Routes>
        <Route index element={<Navigate to="/people/directory" replace />} />
        <Route path="directory" element={<DirectoryTab isAdmin={isAdmin} />} />
        {isAdmin && <Route path="roles" element={<RolesTab />} />}
        {isAdmin && <Route path="invitations" element={<InvitationsTab />} />}
        {isAdmin && <Route path="sync" element={<DirectorySyncTab />} />}
        {isAdmin && <Route path="sent-mail" element={<SentMailTab />} />}
        {mayImport && (
          <Route
            path="imports"
            element={<ImportsTab scope={isAdmin ? 'admin' : 'people_manager'} />}
          />
        )}
        {/* Absolute: a relative target inside a splat route resolves below the unknown segment
            (/people/x → /people/x/directory), which the splat matches again, forever. */}
        <Route path="*" element={<Navigate to="/people/directory" replace />} />
      </Routes>
    </>
  );
}
