import {
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import { projectPaths } from '../paths';
import { ProjectStatusBadge } from '@/features/projects/widgets/project-status-badge';
import { VisuallyHidden } from '@/components/visually-hidden';
import { formatDate, formatDateRange } from '@/lib/dates/calendar-date';

const WIDE = '@media (min-width: 900px)';
const MEDIUM = '@media (min-width: 600px)';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'break-word' },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  secondary: { color: tokens.colorNeutralForeground2, display: 'block' },
  // Narrow panes keep name, status and actions; the rest joins as the pane widens.
  medium: { display: 'none', [MEDIUM]: { display: 'table-cell' } },
  wide: { display: 'none', [WIDE]: { display: 'table-cell' } },
  actions: { width: '48px', textAlign: 'end' },
});

export interface ProjectTableProps {
  projects: readonly ProjectSummary[];
  /** What the table holds, for its accessible name. */
  caption: string;
  /** A project's actions (a menu), when the user may act on it. */
  actions?: (project: ProjectSummary) => ReactNode;
  /** An extra column about each project (the archive's "Why here"). */
  extra?: { header: string; cell: (project: ProjectSummary) => ReactNode };
}

/** Projects as rows: name, status, phase, dates and next go-live. */
export function ProjectTable({ projects, caption, actions, extra }: ProjectTableProps) {
  const styles = useStyles();
  return (
    <Table className={styles.table} aria-label={caption}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Project</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          {extra ? <TableHeaderCell>{extra.header}</TableHeaderCell> : null}
          <TableHeaderCell className={styles.medium}>Active phase</TableHeaderCell>
          <TableHeaderCell className={styles.wide}>Dates</TableHeaderCell>
          <TableHeaderCell className={styles.wide}>Next go-live</TableHeaderCell>
          {actions ? (
            <TableHeaderCell className={styles.actions}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableHeaderCell>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {projects.map((project) => (
          <TableRow key={project.id}>
            <TableCell>
              <span className={styles.name}>
                <Link className={styles.link} to={projectPaths.project.href(project.id)}>
                  {project.name}
                </Link>
              </span>
              {project.tags.length > 0 ? (
                <Caption1 className={styles.secondary}>
                  {project.tags.map((tag) => tag.name).join(' · ')}
                </Caption1>
              ) : null}
            </TableCell>
            <TableCell>
              <ProjectStatusBadge status={project.status} />
            </TableCell>
            {extra ? <TableCell>{extra.cell(project)}</TableCell> : null}
            <TableCell className={styles.medium}>{project.active_phase_name}</TableCell>
            <TableCell className={styles.wide}>
              {formatDateRange(project.start_date, project.end_date)}
            </TableCell>
            <TableCell className={styles.wide}>
              {project.next_go_live_date ? formatDate(project.next_go_live_date) : 'None ahead'}
            </TableCell>
            {actions ? <TableCell className={styles.actions}>{actions(project)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
