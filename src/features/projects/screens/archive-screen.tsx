import { AreaLanding } from '@/components/area-landing';

export function ArchiveScreen() {
  return (
    <AreaLanding
      title="Archive"
      description="Projects that have finished or been set aside, kept for reference."
      plans={[
        'Archived projects, with their last phase and status',
        'Restore a project to bring it back to the active list',
      ]}
    />
  );
}
