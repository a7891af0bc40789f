import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import { useUsersProfile } from '@/lib/session/session-reads';
import { RouterLink } from '@/components/router-link';
import { groupPaths } from '@/features/groups/paths';
import { DirectoryTab } from '../components/directory-tab';
import { ImportsTab } from '../components/imports-tab';
import { InvitationsTab } from '../components/invitations-tab';
import { SentMailTab } from '../components/sent-mail-tab';
import { usePerson } from '../hooks';

/** `/people/*`: the directory, and for admins the invitations. */
export function PeopleScreen() {
  const section = useParams()['*']?.split('/')[0];
  const profile = useUsersProfile().data;
  const isAdmin = profile?.role === 'ADMIN';
  // A people manager may import the people they manage (their own flag on their profile).
  const isPeopleManager = usePerson(isAdmin ? undefined : profile?.id).data?.is_people_manager;
  const mayImport = isAdmin || isPeopleManager === true;
  const items = [
    { key: 'directory', label: 'Directory', to: '/people/directory' },
    ...(isAdmin ? [{ key: 'invitations', label: 'Invitations', to: '/people/invitations' }] : []),
    ...(mayImport ? [{ key: 'imports', label: 'Imports', to: '/people/imports' }] : []),
    ...(isAdmin ? [{ key: 'sent-mail', label: 'Sent mail', to: '/people/sent-mail' }] : []),
  ];
  return (
    <>
      <PageHeader
        title="People"
        description="Everyone in your organisation: search them, change roles, invite colleagues."
        actions={<RouterLink to={groupPaths.peopleGroups.href()}>Impacted groups</RouterLink>}
      />
      <SectionNav label="People sections" items={items} current={section} />
      <Routes>
        <Route index element={<Navigate to="directory" replace />} />
        <Route path="directory" element={<DirectoryTab isAdmin={isAdmin} />} />
        {isAdmin && <Route path="invitations" element={<InvitationsTab />} />}
        {isAdmin && <Route path="sent-mail" element={<SentMailTab />} />}
        {mayImport && (
          <Route
            path="imports"
            element={<ImportsTab scope={isAdmin ? 'admin' : 'people_manager'} />}
          />
        )}
        <Route path="*" element={<Navigate to="directory" replace />} />
      </Routes>
    </>
  );
}
