import {
  Button,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { inviteStatusLabels, parseInviteList } from '@contract/people/invites';
import type { BulkInviteResult, Invite } from '@contract/people/invites.schema';
import {
  organisationRoleLabels,
  organisationRoles,
  type OrganisationRole,
} from '@contract/people/roles';
import { DataTable, type DataColumn } from '@/components/data-table';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';
import { ApiError } from '@/lib/api-client/api-error';
import { useUsersProfile } from '@/lib/session/session-reads';
import { useBulkInvite, useCancelInvite, useInvites, useResendInvite } from '../hooks';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '640px',
  },
});

function resultLine(result: BulkInviteResult): string {
  const parts = [`Invited ${result.invited.length}.`];
  if (result.already_members.length)
    parts.push(`Already members: ${result.already_members.join(', ')}.`);
  if (result.already_invited.length)
    parts.push(`Already invited: ${result.already_invited.join(', ')}.`);
  return parts.join(' ');
}

/** Invitations: paste addresses to invite them; resend or cancel pending ones. */
export function InvitationsTab() {
  const format = useFormat();
  const styles = useStyles();
  const invites = useInvites();
  const invite = useBulkInvite();
  const resend = useResendInvite();
  const cancel = useCancelInvite();
  const [text, setText] = useState('');
  // The role the invited people get when they accept; most invitations are for employees.
  const [role, setRole] = useState<OrganisationRole>('EMPLOYEE');
  const [errors, setErrors] = useState<string[]>([]);
  const { data: profile } = useUsersProfile();
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = parseInviteList(text);

  async function submit() {
    setErrors([]);
    setResult(null);
    if (parsed.invalid.length > 0) {
      setErrors(parsed.invalid.map((entry) => `“${entry}” is not an email address.`));
      return;
    }
    if (parsed.valid.length === 0) {
      setErrors(['Enter at least one email address.']);
      return;
    }
    setBusy(true);
    try {
      const answer = await invite(parsed.valid.join('\n'), role);
      setResult(resultLine(answer));
      setText('');
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      setErrors(
        failure?.fieldErrors?.emails ?? [failure?.reason ?? 'The invitations could not be sent.'],
      );
    } finally {
      setBusy(false);
    }
  }

  const columns: DataColumn<Invite>[] = [
    {
      id: 'email',
      header: 'Email',
      cell: (i) => i.email,
      compare: (a, b) => a.email.localeCompare(b.email),
    },
    { id: 'role', header: 'Role', cell: (i) => organisationRoleLabels[i.role] },
    { id: 'status', header: 'Status', cell: (i) => inviteStatusLabels[i.status] },
    {
      id: 'sent',
      header: 'Sent',
      cell: (i) => `${i.sent_count}×, last ${format.timestampDate(i.last_sent_at)}`,
    },
    { id: 'expires', header: 'Expires', cell: (i) => format.timestampDate(i.expires_at) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (i) =>
        i.status === 'pending' || i.status === 'expired' ? (
          <>
            <Button size="small" onClick={() => void resend(i.id)}>
              Resend to {i.email}
            </Button>{' '}
            <Button size="small" onClick={() => void cancel(i.id)}>
              Cancel invitation to {i.email}
            </Button>
          </>
        ) : null,
    },
  ];

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          label="Email addresses"
          hint={`Separate them with commas, semicolons or new lines. ${parsed.valid.length} address${parsed.valid.length === 1 ? '' : 'es'} to invite${parsed.duplicates.length ? `, ${parsed.duplicates.length} repeated` : ''}.`}
          validationState={errors.length ? 'error' : 'none'}
          validationMessage={
            errors.length ? (
              <>
                {errors.join(' ')}
                {/* Past the seat limit: whoever may change billing gets there in one step. */}
                {profile?.has_tool_access && errors.some((e) => e.includes('billing page')) ? (
                  <>
                    {' '}
                    <RouterLink to="/admin/billing">Open billing</RouterLink>
                  </>
                ) : null}
              </>
            ) : undefined
          }
        >
          <Textarea
            value={text}
            onChange={(_e, data) => setText(data.value)}
            resize="vertical"
            rows={4}
          />
        </Field>
        <Field label="Role" hint="The organisation role they get when they accept.">
          <Dropdown
            value={organisationRoleLabels[role]}
            selectedOptions={[role]}
            onOptionSelect={(_e, data) => setRole((data.optionValue as OrganisationRole) ?? role)}
          >
            {organisationRoles.map((r) => (
              <Option key={r} value={r}>
                {organisationRoleLabels[r]}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <div>
          <Button type="submit" appearance="primary" disabled={busy}>
            {busy ? 'Sending invitations…' : 'Send invitations'}
          </Button>
        </div>
        {result && (
          <MessageBar intent="success">
            <MessageBarBody>{result}</MessageBarBody>
          </MessageBar>
        )}
      </form>
      <ReadState
        read={invites}
        what="the invitations"
        empty={{ title: 'No invitations yet', message: 'Invite colleagues with the form above.' }}
      >
        {(rows) => (
          <DataTable caption="Invitations" rows={rows} columns={columns} rowId={(i) => i.id} />
        )}
      </ReadState>
    </>
  );
}
