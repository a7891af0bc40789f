import {
  Body1,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import { useFormat } from '@/lib/format/use-format';
import { openInBrowser, type EmailToShare } from '@/lib/host/office-mail';
import { usePageTitle } from '@/lib/page-title';
import { commsNote, excerpt } from '../comms-note';
import { shareEmailToComms } from '../api';
import { useMyProjects } from '@/features/projects/hooks';
import { useCurrentEmail } from '../hooks';

const PREVIEW_LENGTH = 280;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  lead: { color: tokens.colorNeutralForeground2, margin: 0 },
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    overflowWrap: 'anywhere',
  },
  subject: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2 },
  body: { margin: 0, whiteSpace: 'pre-line' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function useDateTime() {
  const format = useFormat();
  return (iso: string) => format.timestamp(iso);
}

function EmailPreview({ email }: { email: EmailToShare }) {
  const styles = useStyles();
  const formatDate = useDateTime();
  return (
    <figure className={styles.preview} aria-label="The email to share">
      <p className={styles.subject}>{email.subject || '(no subject)'}</p>
      {email.from ? <Caption1 className={styles.meta}>From {email.from}</Caption1> : null}
      {email.receivedAt ? (
        <Caption1 className={styles.meta}>Sent {formatDate(email.receivedAt)}</Caption1>
      ) : null}
      <Body1 as="p" className={styles.body}>
        {excerpt(email.body, PREVIEW_LENGTH) || '(no text)'}
      </Body1>
    </figure>
  );
}

function ShareForm({ email, projects }: { email: EmailToShare; projects: ProjectSummary[] }) {
  const styles = useStyles();
  const formatDate = useDateTime();
  const [projectId, setProjectId] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [shared, setShared] = useState<{ title: string; project: ProjectSummary } | null>(null);

  if (projects.length === 0) {
    return (
      <Body1 as="p">
        You are not part of any project yet, so there is no project to share this email to.
      </Body1>
    );
  }

  const share = async () => {
    const project = projects.find((p) => String(p.id) === projectId);
    if (!project) {
      setMissing(true);
      return;
    }
    setSending(true);
    setFailure(undefined);
    try {
      const text = commsNote(email, project.name, formatDate, { wholeBody: true });
      const file = await shareEmailToComms(project.id, email, text);
      setShared({ title: file.title, project });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  if (shared) {
    return (
      <div className={styles.form}>
        <MessageBar intent="success">
          <MessageBarBody>
            “{shared.title}” is now a file in {shared.project.name}&apos;s comms.
          </MessageBarBody>
        </MessageBar>
        <div className={styles.actions}>
          <Button
            icon={<OpenRegular />}
            onClick={() =>
              openInBrowser(`${window.location.origin}/projects/${shared.project.id}/comms`)
            }
          >
            Open {shared.project.name}&apos;s comms
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.form}>
      <Field
        label="Project"
        required
        validationMessage={missing ? 'Choose the project to share this email to.' : undefined}
      >
        <Select
          value={projectId}
          onChange={(_, data) => {
            setProjectId(data.value);
            setMissing(false);
          }}
        >
          <option value="" disabled>
            Choose a project
          </option>
          {projects.map((project) => (
            <option key={project.id} value={String(project.id)}>
              {project.name}
            </option>
          ))}
        </Select>
      </Field>
      {failure ? (
        <MessageBar intent="error">
          <MessageBarBody>The email was not shared: {failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={sending} onClick={() => void share()}>
          {sending ? 'Sharing…' : 'Share to comms'}
        </Button>
      </div>
    </div>
  );
}

/**
 * Shares the email beside the pane with a project's communications: pick the project, check
 * the preview, and the email becomes a comms file of the project (`POST comms-files/`), its
 * subject as the title and its text as the file.
 */
export function ShareEmailScreen() {
  const styles = useStyles();
  usePageTitle('Share email');
  const current = useCurrentEmail();
  const { data: projects, error } = useMyProjects();

  return (
    <section className={styles.root} aria-labelledby="share-email-heading">
      <Subtitle2 as="h1" id="share-email-heading" className={styles.heading}>
        Share this email to a project&apos;s comms
      </Subtitle2>
      {current.status === 'reading' ? (
        <Spinner size="small" label="Reading the email…" />
      ) : current.status === 'none' ? (
        <Body1 as="p" className={styles.lead}>
          Open an email in Outlook to share it. The pane shares the email you have open beside it.
        </Body1>
      ) : current.status === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody>Outlook could not give us this email: {current.reason}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <EmailPreview email={current.email} />
          {error ? (
            <MessageBar intent="error">
              <MessageBarBody>{error.message}</MessageBarBody>
            </MessageBar>
          ) : projects ? (
            <ShareForm
              key={`${current.email.subject}|${current.email.receivedAt ?? ''}`}
              email={current.email}
              projects={projects}
            />
          ) : (
            <Spinner size="small" label="Loading your projects…" />
          )}
        </>
      )}
    </section>
  );
}
