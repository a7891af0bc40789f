import { AreaLanding } from '@/components/area-landing';

export function NewProjectScreen() {
  return (
    <AreaLanding
      title="New project"
      description="Set up a project step by step: its purpose, phases, team and first changes."
      plans={[
        'Project details and business objective',
        'Phases and their dates',
        'Project team and sponsor group',
        'First changes and the groups they affect',
      ]}
    />
  );
}
