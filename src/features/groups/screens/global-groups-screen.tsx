import { Route, Routes } from 'react-router';
import { GlobalGroupList } from '../components/global-group-list';
import { GlobalGroupPage } from '../components/global-group-page';

/** `/people/groups/*`: the organisation's global impacted groups and each group's page. */
export function GlobalGroupsScreen() {
  return (
    <Routes>
      <Route index element={<GlobalGroupList />} />
      <Route path=":groupId" element={<GlobalGroupPage />} />
    </Routes>
  );
}
