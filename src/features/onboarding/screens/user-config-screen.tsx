import { makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ReadState } from '@/components/read-state';
import { WizardStepHeading, WizardSteps } from '@/components/form/wizard-steps';
import { usePerson } from '@/features/people/hooks';
import { useUsersProfile } from '@/lib/session/session-reads';
import {
  DepartmentStep,
  RolesStep,
  SiteStep,
  TimeZoneStep,
  userConfigSteps,
  type UserConfigStepProps,
} from '../components/user-config-steps';

const stepScreens = [SiteStep, DepartmentStep, RolesStep, TimeZoneStep];
const base = '/user-config';

const useStyles = makeStyles({
  layout: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * `/user-config/*`: the set-up a new person meets once. Each step has its own address and is
 * saved as it is finished, so the wizard resumes at the first step not yet done.
 */
export function UserConfigScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const stepKey = useParams()['*']?.split('/')[0] ?? '';
  const profile = useUsersProfile();
  const person = usePerson(profile.data?.id);
  // The step just saved counts at once, before the profile is fetched again.
  const [saved, setSaved] = useState(-1);
  const furthest = Math.max(profile.data?.user_config_step ?? -1, saved);
  const resumeAt = Math.min(furthest + 1, userConfigSteps.length - 1);
  const index = userConfigSteps.findIndex((s) => s.key === stepKey);
  return (
    <>
      <PageHeader
        title="Set up your account"
        description="Tell Changecraft where you work so it shows you what matters to you."
      />
      <ReadState read={person} what="your profile">
        {(detail) => {
          // An unknown step, or one not reachable yet, resumes where the person left off.
          if (index < 0 || index > resumeAt) {
            return <Navigate to={`${base}/${userConfigSteps[resumeAt]?.key}`} replace />;
          }
          const Step = stepScreens[index] as (props: UserConfigStepProps) => ReactElement;
          const next = userConfigSteps[index + 1];
          const previous = userConfigSteps[index - 1];
          return (
            <div className={styles.layout}>
              <WizardSteps
                steps={userConfigSteps}
                current={index}
                hrefOf={(step, i) => (i <= resumeAt ? `${base}/${step.key}` : undefined)}
                isDone={(i) => i <= furthest}
              />
              <WizardStepHeading steps={userConfigSteps} current={index} />
              <Step
                key={index}
                person={detail}
                index={index}
                backTo={previous ? `${base}/${previous.key}` : undefined}
                onDone={() => {
                  setSaved((s) => Math.max(s, index));
                  return navigate(next ? `${base}/${next.key}` : '/home');
                }}
              />
            </div>
          );
        }}
      </ReadState>
    </>
  );
}
