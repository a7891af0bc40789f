import { AreaLanding } from '@/components/area-landing';

export function ReportsScreen() {
  return (
    <AreaLanding
      title="Reports"
      description="Portfolio reports to share with leaders and sponsors."
      plans={[
        'Project load, time commitment and burden reports',
        'Go-live changes by month',
        'PowerPoint export of a project',
      ]}
    />
  );
}
