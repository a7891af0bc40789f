import { Route, Routes } from 'react-router';
import { lazyPart } from '@/components/lazy-part';
import { ChangeDetail } from '../components/change-detail';
import { ChangeList } from '../components/change-list';

const ChangeWizard = lazyPart('change-wizard', () =>
  import('../components/change-wizard').then((m) => m.ChangeWizard),
);

/**
 * `/projects/:id/changes/*`: the list; `new` and `:changeId/edit/:step` for the change wizard
 * (a URL per step); `:changeId` for one change with its go-live events.
 */
export function ChangesTab() {
  return (
    <Routes>
      <Route index element={<ChangeList />} />
      <Route path="new" element={<ChangeWizard />} />
      <Route path=":changeId/edit/:step" element={<ChangeWizard />} />
      <Route path=":changeId" element={<ChangeDetail />} />
    </Routes>
  );
}
