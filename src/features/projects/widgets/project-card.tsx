import {
  Body1,
  Caption1,
  Subtitle2,
  makeStyles,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { CalendarLtrRegular, FlagRegular, PeopleRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import { projectPaths } from '../paths';
import { useFormat } from '@/lib/format/use-format';
import { ProjectStatusBadge } from './project-status-badge';

const useStyles = makeStyles({
  // A plain article rather than Fluent's Card: the card is on Home, the first screen, and it is
  // not itself interactive (its name is the link).
  card: {
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  top: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: { margin: 0, overflowWrap: 'anywhere' },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForeground1 },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  objective: {
    color: tokens.colorNeutralForeground2,
    margin: 0,
    display: '-webkit-box',
    WebkitLineClamp: '2',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  tags: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  tag: {
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
    ...shorthands.borderColor(tokens.colorNeutralStroke1),
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
});

export interface ProjectCardProps {
  project: ProjectSummary;
  /** Heading level of the project's name in its screen. */
  headingLevel?: 'h2' | 'h3';
  /** Actions on the project (a menu), shown beside its name. */
  actions?: ReactNode;
}

/** A project at a glance: name, status, active phase, next go-live, team and tags. */
export function ProjectCard({ project, headingLevel = 'h3', actions }: ProjectCardProps) {
  const format = useFormat();
  const styles = useStyles();
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <Subtitle2 as={headingLevel} className={styles.title}>
          <Link className={styles.link} to={projectPaths.project.href(project.id)}>
            {project.name}
          </Link>
        </Subtitle2>
        {actions}
      </div>
      <div>
        <ProjectStatusBadge status={project.status} />
      </div>
      {project.business_objective ? (
        <Body1 as="p" className={styles.objective}>
          {project.business_objective}
        </Body1>
      ) : null}
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <FlagRegular aria-hidden="true" />
          <Caption1>Phase: {project.active_phase_name}</Caption1>
        </li>
        <li className={styles.fact}>
          <CalendarLtrRegular aria-hidden="true" />
          <Caption1>
            {project.next_go_live_date
              ? `Next go-live ${format.date(project.next_go_live_date)}`
              : 'No go-live ahead'}
          </Caption1>
        </li>
        <li className={styles.fact}>
          <PeopleRegular aria-hidden="true" />
          <Caption1>
            {project.team_size} {project.team_size === 1 ? 'person' : 'people'}
          </Caption1>
        </li>
      </ul>
      {project.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag.id} className={styles.tag}>
              {tag.name}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
