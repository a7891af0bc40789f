import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, CheckmarkRegular } from '@fluentui/react-icons';
import type { FormEventHandler, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FormFailure } from '@/components/form/form-failure';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** One step's form: its fields, a failure above them, Back and Save below. */
export function ChangeStepForm({
  onSubmit,
  submitting,
  failure,
  backTo,
  last,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  failure: string | undefined;
  backTo?: string;
  last: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormFailure message={failure} title="This step was not saved." />
      {children}
      <div className={styles.buttons}>
        {backTo ? (
          <Button icon={<ArrowLeftRegular />} onClick={() => void navigate(backTo)}>
            Back
          </Button>
        ) : null}
        <Button
          type="submit"
          appearance="primary"
          disabled={submitting}
          icon={last ? <CheckmarkRegular /> : <ArrowRightRegular />}
          iconPosition={last ? 'before' : 'after'}
        >
          {submitting ? 'Saving…' : last ? 'Save and finish' : 'Save and continue'}
        </Button>
      </div>
    </form>
  );
}
