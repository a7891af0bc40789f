import { AreaLanding } from '@/components/area-landing';
import { CentredPage } from '@/components/centred-page';

/** Public survey links (/survey/*): no sign-in, no shell, nothing that needs a token. */
export function SurveyRespondentScreen() {
  return (
    <CentredPage>
      <AreaLanding
        title="Survey"
        description="You have been sent a survey. Your answers help your organisation plan its change well."
        plans={[
          'The survey’s questions, one page at a time',
          'Send your answers without signing in',
        ]}
      />
    </CentredPage>
  );
}
