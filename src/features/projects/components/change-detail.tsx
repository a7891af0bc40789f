import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { criticalityLabels, deploymentStateLabels } from '@contract/projects/change-attributes';
import {
  CHANGE_WIZARD_STEP_COUNT,
  changeWizardSteps,
  type ChangeWizardStepKey,
} from '@contract/projects/changes';
import type { Change } from '@contract/projects/changes.schema';
import { changeTypeLabels } from '@contract/projects/projects';
import { FactList } from '@/components/fact-list';
import { RouterButtonLink } from '@/components/router-link';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useFormat } from '@/lib/format/use-format';
import { StackList } from '@/components/stack-list';
import { changeSetup, changeTiming, impactAttributeText } from '../change-labels';
import { useChange } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../paths';
import { DeleteChangeDialog } from './delete-change-dialog';
import { ProjectItemPage } from './project-item-page';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  event: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
});

/** `/projects/:id/changes/:changeId`: one change, everything about it, and its go-live events. */
export function ChangeDetail() {
  const format = useFormat();
  const styles = useStyles();
  const navigate = useNavigate();
  const { project, canEdit } = useCurrentProject();
  const changeId = Number(useParams().changeId);
  const valid = Number.isInteger(changeId) && changeId > 0;
  const change = useChange(project.id, valid ? changeId : undefined);
  const [deleting, setDeleting] = useState(false);

  const edit = (c: Change, step: ChangeWizardStepKey, what: string) =>
    canEdit ? (
      <RouterButtonLink
        to={workspacePaths.changeStep(project.id, c.id, step)}
        icon={<EditRegular />}
        appearance="subtle"
      >
        Edit<VisuallyHidden> {what}</VisuallyHidden>
      </RouterButtonLink>
    ) : undefined;

  return (
    <ProjectItemPage
      what="change"
      valid={valid}
      read={change}
      back={{ to: workspacePaths.changes(project.id), label: 'All changes' }}
      caption={changeSetup}
      actions={
        canEdit
          ? (c) => (
              <>
                {!c.wizard_complete ? (
                  <RouterButtonLink
                    appearance="primary"
                    to={workspacePaths.changeStep(
                      project.id,
                      c.id,
                      (
                        changeWizardSteps[Math.min(c.wizard_step, CHANGE_WIZARD_STEP_COUNT - 1)] ??
                        changeWizardSteps[0]
                      ).key,
                    )}
                  >
                    Continue set-up
                  </RouterButtonLink>
                ) : null}
                <Button icon={<DeleteRegular />} onClick={() => setDeleting(true)}>
                  Delete
                </Button>
              </>
            )
          : undefined
      }
    >
      {(c) => (
        <>
          <SectionCard title="Details" headingLevel="h3" actions={edit(c, 'details', 'details')}>
            {c.description ? (
              <Body1 as="p" className={styles.text}>
                {c.description}
              </Body1>
            ) : (
              <Body1 as="p" className={styles.muted}>
                No description yet.
              </Body1>
            )}
            <FactList
              facts={[
                ['Type', c.change_type ? changeTypeLabels[c.change_type] : 'Not set'],
                Boolean(c.created_by) && ['Added by', c.created_by?.display_name],
              ]}
            />
          </SectionCard>

          <SectionCard
            title="Classification"
            headingLevel="h3"
            actions={edit(c, 'classification', 'classification')}
          >
            <FactList
              facts={[
                ['Criticality', c.criticality ? criticalityLabels[c.criticality] : 'Not set'],
              ]}
            />
            {c.impact_attributes.length ? (
              <StackList aria-label="Impact">
                {c.impact_attributes.map((attribute) => (
                  <li key={attribute.id}>{impactAttributeText(attribute)}</li>
                ))}
              </StackList>
            ) : (
              <Body1 as="p" className={styles.muted}>
                No impact described yet.
              </Body1>
            )}
          </SectionCard>

          <SectionCard title="Timing" headingLevel="h3" actions={edit(c, 'timing', 'timing')}>
            <FactList
              facts={[
                ['Goes live', changeTiming(c, format)],
                ['Deployment', deploymentStateLabels[c.deployment_state]],
              ]}
            />
          </SectionCard>

          <SectionCard
            title="Go-live events"
            headingLevel="h3"
            actions={edit(c, 'go_live_events', 'go-live events')}
          >
            {c.go_live_events?.length ? (
              <StackList>
                {c.go_live_events.map((event) => (
                  <li key={event.id} className={styles.event}>
                    <Body1>
                      <strong>{event.title}</strong>
                    </Body1>
                    <Caption1>
                      {format.date(event.date)}
                      {event.time ? ` at ${event.time}` : ''}
                    </Caption1>
                    {event.description ? (
                      <Body1 className={styles.text}>{event.description}</Body1>
                    ) : null}
                  </li>
                ))}
              </StackList>
            ) : (
              <Body1 as="p" className={styles.muted}>
                No go-live events yet: cut-overs, launch briefings, floor-walking days.
              </Body1>
            )}
          </SectionCard>
          {deleting ? (
            <DeleteChangeDialog
              change={c}
              onClose={() => setDeleting(false)}
              onDeleted={() => void navigate(workspacePaths.changes(project.id))}
            />
          ) : null}
        </>
      )}
    </ProjectItemPage>
  );
}
