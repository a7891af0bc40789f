import {
  Body1,
  Button,
  Caption1,
  Skeleton,
  SkeletonItem,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { criticalityLabels, deploymentStateLabels } from '@contract/projects/change-attributes';
import {
  CHANGE_WIZARD_STEP_COUNT,
  changeWizardSteps,
  type ChangeWizardStepKey,
} from '@contract/projects/changes';
import { changeTypeLabels } from '@contract/projects/projects';
import { EmptyState } from '@/components/empty-state';
import { LoadFailure } from '@/components/load-failure';
import { RouterButtonLink, RouterLink } from '@/components/router-link';
import { VisuallyHidden } from '@/components/visually-hidden';
import { formatDate } from '@/lib/dates/calendar-date';
import { changeSetup, changeTiming, impactAttributeText } from '../change-labels';
import { useChange } from '../hooks';
import { useCurrentProject } from '../project-context';
import { workspacePaths } from '../paths';
import { DeleteChangeDialog } from './delete-change-dialog';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  stack: { display: 'flex', flexDirection: 'column' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
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
  const styles = useStyles();
  const navigate = useNavigate();
  const { project, canEdit } = useCurrentProject();
  const changeId = Number(useParams().changeId);
  const valid = Number.isInteger(changeId) && changeId > 0;
  const change = useChange(project.id, valid ? changeId : undefined);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <RouterLink to={workspacePaths.changes(project.id)}>
      <ArrowLeftRegular aria-hidden="true" /> All changes
    </RouterLink>
  );
  if (!valid) {
    return <EmptyState title="This is not a change address" action={back} />;
  }
  if (change.error && !change.data) {
    return <LoadFailure what="this change" error={change.error} retry={() => change.mutate()} />;
  }
  if (!change.data) {
    return (
      <Skeleton aria-label="Loading the change">
        <SkeletonItem size={28} />
        <SkeletonItem size={64} />
      </Skeleton>
    );
  }
  const c = change.data;
  const edit = (step: ChangeWizardStepKey, what: string) =>
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
    <div className={styles.root}>
      <div>{back}</div>
      <div className={styles.head}>
        <div className={styles.stack}>
          <Subtitle1 as="h2" className={styles.title}>
            {c.name}
          </Subtitle1>
          <Caption1>{changeSetup(c)}</Caption1>
        </div>
        {canEdit ? (
          <div className={styles.actions}>
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
          </div>
        ) : null}
      </div>

      <SectionCard title="Details" headingLevel="h3" actions={edit('details', 'details')}>
        {c.description ? (
          <Body1 as="p" className={styles.text}>
            {c.description}
          </Body1>
        ) : (
          <Body1 as="p" className={styles.muted}>
            No description yet.
          </Body1>
        )}
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>Type</dt>
            <dd className={styles.value}>
              {c.change_type ? changeTypeLabels[c.change_type] : 'Not set'}
            </dd>
          </div>
          {c.created_by ? (
            <div>
              <dt className={styles.term}>Added by</dt>
              <dd className={styles.value}>{c.created_by.display_name}</dd>
            </div>
          ) : null}
        </dl>
      </SectionCard>

      <SectionCard
        title="Classification"
        headingLevel="h3"
        actions={edit('classification', 'classification')}
      >
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>Criticality</dt>
            <dd className={styles.value}>
              {c.criticality ? criticalityLabels[c.criticality] : 'Not set'}
            </dd>
          </div>
        </dl>
        {c.impact_attributes.length ? (
          <ul className={styles.list} aria-label="Impact">
            {c.impact_attributes.map((attribute) => (
              <li key={attribute.id}>{impactAttributeText(attribute)}</li>
            ))}
          </ul>
        ) : (
          <Body1 as="p" className={styles.muted}>
            No impact described yet.
          </Body1>
        )}
      </SectionCard>

      <SectionCard title="Timing" headingLevel="h3" actions={edit('timing', 'timing')}>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>Goes live</dt>
            <dd className={styles.value}>{changeTiming(c)}</dd>
          </div>
          <div>
            <dt className={styles.term}>Deployment</dt>
            <dd className={styles.value}>{deploymentStateLabels[c.deployment_state]}</dd>
          </div>
        </dl>
      </SectionCard>

      <SectionCard
        title="Go-live events"
        headingLevel="h3"
        actions={edit('go_live_events', 'go-live events')}
      >
        {c.go_live_events?.length ? (
          <ul className={styles.list}>
            {c.go_live_events.map((event) => (
              <li key={event.id} className={styles.event}>
                <Body1>
                  <strong>{event.title}</strong>
                </Body1>
                <Caption1>
                  {formatDate(event.date)}
                  {event.time ? ` at ${event.time}` : ''}
                </Caption1>
                {event.description ? (
                  <Body1 className={styles.text}>{event.description}</Body1>
                ) : null}
              </li>
            ))}
          </ul>
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
    </div>
  );
}
