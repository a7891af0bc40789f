import { Route, Routes, useParams } from 'react-router';
import { ReadState } from '@/components/read-state';
import { GlobalGroupForm } from '../components/global-group-form';
import { GlobalGroupList } from '../components/global-group-list';
import { GlobalGroupPage } from '../components/global-group-page';
import { useGlobalGroupForm } from '../hooks';

/** `/people/groups/:groupId/edit`: the group as its form reads it (`isCreate`). */
function EditGroup() {
  const read = useGlobalGroupForm(Number(useParams().groupId));
  return (
    <ReadState read={read} what="the group">
      {(group) => <GlobalGroupForm key={group.id} group={group} />}
    </ReadState>
  );
}

/** `/people/groups/*`: the organisation's global impacted groups, each group's page and form. */
export function GlobalGroupsScreen() {
  return (
    <Routes>
      <Route index element={<GlobalGroupList />} />
      <Route path="new" element={<GlobalGroupForm />} />
      <Route path=":groupId" element={<GlobalGroupPage />} />
      <Route path=":groupId/edit" element={<EditGroup />} />
    </Routes>
  );
}
