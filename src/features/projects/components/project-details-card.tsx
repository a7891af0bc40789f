import {
  Avatar,
  Body1,
  Button,
  Caption1,
  Tag,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { organisationRoleLabels } from '@contract/people/roles';
import { changeTypeLabels, scopeLevelLabels } from '@contract/projects/projects';
import type { Project } from '@contract/projects/projects.schema';
import { useFormat } from '@/lib/format/use-format';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  objective: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingVerticalM,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  team: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
    gap: tokens.spacingVerticalS,
  },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  personText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  secondary: { color: tokens.colorNeutralForeground2 },
});

export interface ProjectDetailsCardProps {
  project: Project;
  canEdit: boolean;
  onEdit: () => void;
}

/** The project's objective, scope, type, dates, tags and team. */
/**
 * "Head of change · Change manager", but a job title that is the role's own name is said once
 * ("Change manager", not "Change manager · Change manager").
 */
export function distinctLabels(parts: readonly (string | null)[]): string {
  const seen = new Set<string>();
  return parts
    .filter((part): part is string => Boolean(part?.trim()))
    .filter((part) => {
      const key = part.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(' · ');
}

export function ProjectDetailsCard({ project, canEdit, onEdit }: ProjectDetailsCardProps) {
  const format = useFormat();
  const styles = useStyles();
  const edit = canEdit ? (
    <Button size="small" icon={<EditRegular />} onClick={onEdit}>
      Edit details
    </Button>
  ) : undefined;
  return (
    <>
      <SectionCard title="Business objective" actions={edit}>
        {project.business_objective ? (
          <Body1 as="p" className={styles.objective}>
            {project.business_objective}
          </Body1>
        ) : (
          <Body1 as="p" className={styles.empty}>
            No objective yet.
            {canEdit ? ' Say what the business gains when this project succeeds.' : ''}
          </Body1>
        )}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>Scope</dt>
            <dd className={styles.value}>
              {project.scope_level ? scopeLevelLabels[project.scope_level] : 'Not set'}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>Change type</dt>
            <dd className={styles.value}>
              {project.change_type ? changeTypeLabels[project.change_type] : 'Not set'}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>Dates</dt>
            <dd className={styles.value}>
              {format.dateRange(project.start_date, project.end_date)}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>Tags</dt>
            <dd className={styles.value}>
              {project.tags.length ? (
                <span className={styles.tags}>
                  {project.tags.map((tag) => (
                    <Tag key={tag.id} size="small" appearance="outline">
                      {tag.name}
                    </Tag>
                  ))}
                </span>
              ) : (
                'None'
              )}
            </dd>
          </div>
        </dl>
      </SectionCard>
      <SectionCard title={`Team (${project.team.length})`}>
        {project.team.length === 0 ? (
          <Body1 as="p" className={styles.empty}>
            Nobody is on the team yet.
          </Body1>
        ) : (
          <ul className={styles.team}>
            {project.team.map((member) => (
              <li key={member.id} className={styles.person}>
                <Avatar name={member.display_name} size={32} aria-hidden="true" />
                <span className={styles.personText}>
                  <Body1>{member.display_name}</Body1>
                  <Caption1 className={styles.secondary}>
                    {distinctLabels([member.job_title, organisationRoleLabels[member.role]])}
                  </Caption1>
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}
