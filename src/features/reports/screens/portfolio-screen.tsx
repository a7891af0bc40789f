import { AreaLanding } from '@/components/area-landing';

export function PortfolioScreen() {
  return (
    <AreaLanding
      title="Portfolio"
      description="All change across the organisation at once: load, readiness and risk."
      plans={[
        'The portfolio dashboard of projects and their changes',
        'Heatmaps of change load and time impact by group, week or month',
        'Go-live calendar across projects',
      ]}
    />
  );
}
