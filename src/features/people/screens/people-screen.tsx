import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionNav } from '@/components/section-nav';
import { useUsersProfile } from '@/lib/session/session-reads';
import { DirectoryTab } from '../components/directory-tab';
import { InvitationsTab } from '../components/invitations-tab';

/** `/people/*`: the directory, and for admins the invitations. */
export function PeopleScreen() {
  const section = useParams()['*']?.split('/')[0];
  const profile = useUsersProfile().data;
  const isAdmin = profile?.role === 'ADMIN';
  const items = [
    { key: 'directory', label: 'Directory', to: '/people/directory' },
    ...(isAdmin ? [{ key: 'invitations', label: 'Invitations', to: '/people/invitations' }] : []),
  ];
  return (
    <>
      <PageHeader
        title="People"
        description="Everyone in your organisation: search them, change roles, invite colleagues."
      />
      <SectionNav label="People sections" items={items} current={section} />
      <Routes>
        <Route index element={<Navigate to="directory" replace />} />
        <Route path="directory" element={<DirectoryTab isAdmin={isAdmin} />} />
        {isAdmin && <Route path="invitations" element={<InvitationsTab />} />}
        <Route path="*" element={<Navigate to="directory" replace />} />
      </Routes>
    </>
  );
}
