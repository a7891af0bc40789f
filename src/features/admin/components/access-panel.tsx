import {
  Checkbox,
  FieldContextProvider,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { assessmentAccessKeys, type AssessmentAccessKey } from '@contract/admin/organisation';
import {
  updateSyncLeaderExclusionListInputSchema,
  updateToolAccessSettingsInputSchema,
  type SyncLeaderExclusionList,
  type ToolAccessSettings,
} from '@contract/admin/organisation.schema';
import {
  organisationRoleLabels,
  organisationRoles,
  type OrganisationRole,
} from '@contract/people/roles';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import {
  useSyncLeaderExclusions,
  useToolAccess,
  useUpdateSyncLeaderExclusions,
  useUpdateToolAccess,
} from '../hooks';
import { SettingsForm } from './settings-form';

const useStyles = makeStyles({
  section: { marginBlockEnd: tokens.spacingVerticalXXL },
  roles: { display: 'flex', flexDirection: 'column' },
});

const assessmentLabels: Record<AssessmentAccessKey, string> = {
  business_readiness: 'Business readiness assessment',
  business_risk: 'Business risk assessment',
  change_impact: 'Change impact assessment',
  implementation_risk: 'Implementation risk assessment',
  change_narrative: 'Change narrative',
  sentiment_analysis: 'Sentiment analysis',
  training_needs_analysis: 'Training needs analysis',
};

interface ToolAccessValues {
  admin_roles: OrganisationRole[];
  assessments: Record<AssessmentAccessKey, boolean>;
}

function ToolAccessForm({ settings }: { settings: ToolAccessSettings }) {
  const styles = useStyles();
  const update = useUpdateToolAccess();
  const form = useContractForm({
    schema: updateToolAccessSettingsInputSchema,
    defaultValues: {
      admin_roles: settings.admin_roles,
      assessments: Object.fromEntries(
        assessmentAccessKeys.map((key) => [key, settings.assessments[key] ?? false]),
      ) as Record<AssessmentAccessKey, boolean>,
    } as ToolAccessValues,
    toBody: (values) => values,
    submit: (body) => update(body),
    done: 'Tool access saved',
  });
  return (
    <SettingsForm form={form} label="Tool access" submitLabel="Save tool access">
      <FormField<ToolAccessValues>
        name="admin_roles"
        label="Who may open the admin area"
        hint="Admins always may."
        kind="custom"
        render={(field) => {
          const chosen = (field.value ?? []) as OrganisationRole[];
          return (
            // Out of the Field's context: inside it every checkbox would take the field's one
            // control id, so each label would name the first box and the others none.
            <FieldContextProvider value={undefined}>
              <div className={styles.roles} role="group" aria-label="Who may open the admin area">
                {organisationRoles.map((role) => (
                  <Checkbox
                    key={role}
                    label={organisationRoleLabels[role]}
                    checked={chosen.includes(role)}
                    disabled={role === 'ADMIN'}
                    onChange={(_event, data) =>
                      field.onChange(
                        data.checked
                          ? organisationRoles.filter((r) => r === role || chosen.includes(r))
                          : chosen.filter((r) => r !== role),
                      )
                    }
                  />
                ))}
              </div>
            </FieldContextProvider>
          );
        }}
      />
      <Text weight="semibold">Assessments projects may use</Text>
      {assessmentAccessKeys.map((key) => (
        <FormField<ToolAccessValues>
          key={key}
          name={`assessments.${key}`}
          label={assessmentLabels[key]}
          kind="switch"
        />
      ))}
    </SettingsForm>
  );
}

interface ExclusionValues {
  /** The list as the text field holds it, one address a line; the body splits it. */
  sync_leader_exclusion_list: string;
}

const toList = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter(Boolean);

function ExclusionListForm({ list }: { list: SyncLeaderExclusionList }) {
  const update = useUpdateSyncLeaderExclusions();
  const form = useContractForm({
    schema: updateSyncLeaderExclusionListInputSchema,
    defaultValues: {
      sync_leader_exclusion_list: list.sync_leader_exclusion_list.join('\n'),
    } as ExclusionValues,
    toBody: (values) => ({ sync_leader_exclusion_list: toList(values.sync_leader_exclusion_list) }),
    submit: (body) => update(body),
    done: (saved) =>
      `Leader sync exclusions saved: ${saved.sync_leader_exclusion_list.length} listed`,
  });
  return (
    <SettingsForm form={form} label="Leader sync exclusions" submitLabel="Save exclusions">
      <FormField<ExclusionValues>
        name="sync_leader_exclusion_list"
        label="People never synced as leaders"
        kind="textarea"
        rows={6}
        hint="One e-mail address a line. The directory sync keeps these people as members, never as leaders."
      />
    </SettingsForm>
  );
}

/** Who may open the admin area, which assessments are on, and who is never synced as a leader. */
export function AccessPanel() {
  const styles = useStyles();
  const toolAccess = useToolAccess();
  const exclusions = useSyncLeaderExclusions();
  return (
    <>
      <section className={styles.section} aria-labelledby="tool-access-heading">
        <h2 id="tool-access-heading">Tool access</h2>
        <ReadState read={toolAccess} what="tool access" rows={3}>
          {(data) => <ToolAccessForm key={JSON.stringify(data)} settings={data} />}
        </ReadState>
      </section>
      <section className={styles.section} aria-labelledby="exclusions-heading">
        <h2 id="exclusions-heading">Leader sync exclusions</h2>
        <ReadState read={exclusions} what="the leader sync exclusions" rows={2}>
          {(data) => <ExclusionListForm key={JSON.stringify(data)} list={data} />}
        </ReadState>
      </section>
    </>
  );
}
