import { makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ReadState } from '@/components/read-state';
import { WizardStepHeading, WizardSteps } from '@/components/form/wizard-steps';
import { useUpdatePerson } from '@/features/people/hooks';
import { useUsersProfile } from '@/lib/session/session-reads';
import {
  FirstProjectStep,
  ImportStep,
  InviteStep,
  OrganisationStep,
  PhasesStep,
  TimeZoneStep,
  onboardingSteps,
  type OnboardingStepProps,
} from '../components/onboarding-steps';
import { useOrganisation } from '../hooks';

const stepScreens = [
  OrganisationStep,
  TimeZoneStep,
  PhasesStep,
  InviteStep,
  ImportStep,
  FirstProjectStep,
] as ((props: OnboardingStepProps) => ReactElement)[];
const base = '/onboarding';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * `/onboarding/*`: what the first admin meets. Each step has its address; the furthest finished
 * step is kept on the admin's profile (-1 before the first), so the wizard resumes there.
 */
export function OnboardingScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const stepKey = useParams()['*']?.split('/')[0] ?? '';
  const profile = useUsersProfile();
  const organisation = useOrganisation();
  const updatePerson = useUpdatePerson();
  const [saved, setSaved] = useState(-1);
  const furthest = Math.max(profile.data?.onboarding_step ?? -1, saved);
  const resumeAt = Math.min(furthest + 1, onboardingSteps.length - 1);
  const index = onboardingSteps.findIndex((s) => s.key === stepKey);
  const isAdmin = profile.data?.role === 'ADMIN';
  return (
    <>
      <PageHeader
        title="Onboarding"
        description="Get your organisation started with Changecraft in a few guided steps."
      />
      <ReadState read={organisation} what="your organisation">
        {(org) => {
          if (profile.data && !isAdmin) {
            return <Navigate to="/home" replace />;
          }
          if (index < 0 || index > resumeAt) {
            return <Navigate to={`${base}/${onboardingSteps[resumeAt]?.key}`} replace />;
          }
          const Step = stepScreens[index] as (props: OnboardingStepProps) => ReactElement;
          const next = onboardingSteps[index + 1];
          const previous = onboardingSteps[index - 1];
          const onDone = async () => {
            const me = profile.data;
            if (me && index > me.onboarding_step) {
              await updatePerson(me.id, { onboarding_step: index });
            }
            setSaved((s) => Math.max(s, index));
            await navigate(next ? `${base}/${next.key}` : '/new-project');
          };
          return (
            <div className={styles.layout}>
              <WizardSteps
                steps={onboardingSteps}
                current={index}
                hrefOf={(step, i) => (i <= resumeAt ? `${base}/${step.key}` : undefined)}
                isDone={(i) => i <= furthest}
              />
              <WizardStepHeading steps={onboardingSteps} current={index} />
              <Step
                key={index}
                organisation={org}
                backTo={previous ? `${base}/${previous.key}` : undefined}
                onDone={onDone}
              />
            </div>
          );
        }}
      </ReadState>
    </>
  );
}
