import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { emailVerificationPaths } from '@contract/people/email-verification';
import {
  sendEmailVerificationInputSchema,
  type SendEmailVerificationInput,
  type SendEmailVerificationResponse,
} from '@contract/people/email-verification.schema';
import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { apiPost } from '@/lib/api-client/api-client';
import { ApiError } from '@/lib/api-client/api-error';
import { ErrorPage, ErrorText } from './error-page';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
});

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; message: string } | undefined;

export function ResendVerificationScreen() {
  const styles = useStyles();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SendEmailVerificationInput>({
    resolver: zodResolver(sendEmailVerificationInputSchema),
    defaultValues: { email: '' },
  });

  const send = handleSubmit(async (input) => {
    setOutcome(undefined);
    try {
      await apiPost<SendEmailVerificationResponse>(emailVerificationPaths.send(), input, {
        label: 'Verification email',
        public: true,
        redirectOnError: false,
        notifyOnError: false,
      });
      setOutcome({ kind: 'sent', email: input.email });
    } catch (error) {
      const emailError = error instanceof ApiError ? error.fieldErrors?.email?.[0] : undefined;
      if (emailError) setError('email', { message: emailError });
      else setOutcome({ kind: 'failed', message: failureMessage(error) });
    }
  });

  return (
    <ErrorPage
      title="Send a new verification email"
      actions={<RouterButtonLink to={paths.signIn.href()}>Back to sign in</RouterButtonLink>}
    >
      <ErrorText>
        Enter the email address you use for Changecraft and we will send it a new verification link.
      </ErrorText>
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <Field
          label="Email"
          required
          validationMessage={errors.email?.message}
          validationState={errors.email ? 'error' : 'none'}
        >
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Button
          className={styles.submit}
          type="submit"
          appearance="primary"
          disabled={isSubmitting}
        >
          {isSubmitting ? 'Sending…' : 'Send verification email'}
        </Button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'sent' ? (
          <MessageBar intent="success">
            <MessageBarBody>
              If an account uses {outcome.email}, a new verification link is on its way. Check your
              inbox, and your junk folder too.
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <MessageBar intent="error">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </ErrorPage>
  );
}

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'We could not send the email. Try again in a moment.';
  if (error.status === 429) return 'Too many requests. Wait a few minutes, then try again.';
  if (error.status === undefined) return error.reason;
  return `We could not send the email: ${error.reason} Try again in a moment.`;
}
