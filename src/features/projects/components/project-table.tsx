import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { projectOrderings, type ProjectOrdering } from '@contract/projects/projects';
import type { ProjectSummary } from '@contract/projects/projects.schema';
import { projectPaths } from '../paths';
import { ProjectStatusBadge } from '@/features/projects/widgets/project-status-badge';
import { DataTable, type DataColumn, type DataSort } from '@/components/data-table';
import { useFormat } from '@/lib/format/use-format';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'break-word' },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  secondary: { color: tokens.colorNeutralForeground2, display: 'block' },
});

/** The list's order as a header sort: `-start_date` is the Dates column, descending. */
function sortOf(ordering: ProjectOrdering): DataSort {
  const descending = ordering.startsWith('-');
  const key = descending ? ordering.slice(1) : ordering;
  return {
    column: key === 'start_date' ? 'dates' : key,
    direction: descending ? 'descending' : 'ascending',
  };
}

function orderingOf(sort: DataSort): ProjectOrdering {
  const key = sort.column === 'dates' ? 'start_date' : sort.column;
  const ordering = `${sort.direction === 'descending' ? '-' : ''}${key}`;
  return projectOrderings.find((value) => value === ordering) ?? 'name';
}

export interface ProjectTableProps {
  projects: readonly ProjectSummary[];
  /** What the table holds, for its accessible name. */
  caption: string;
  /** The server's order of the page; its headers change it. */
  ordering: ProjectOrdering;
  onOrderingChange: (ordering: ProjectOrdering) => void;
  /** A project's actions (a menu), when the user may act on it. */
  actions?: (project: ProjectSummary) => ReactNode;
  /** An extra column about each project (the archive's "Why here"). */
  extra?: { header: string; cell: (project: ProjectSummary) => ReactNode };
}

/** Projects as rows: name, status, phase, dates and next go-live. */
export function ProjectTable({
  projects,
  caption,
  ordering,
  onOrderingChange,
  actions,
  extra,
}: ProjectTableProps) {
  const format = useFormat();
  const styles = useStyles();
  const columns: DataColumn<ProjectSummary>[] = [
    {
      id: 'name',
      header: 'Project',
      sortable: true,
      cell: (project) => (
        <>
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
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (project) => <ProjectStatusBadge status={project.status} />,
    },
    ...(extra ? [{ id: 'extra', header: extra.header, cell: extra.cell }] : []),
    {
      id: 'phase',
      header: 'Active phase',
      from: 'medium',
      cell: (project) => project.active_phase_name,
    },
    {
      id: 'dates',
      header: 'Dates',
      from: 'wide',
      sortable: true,
      cell: (project) => format.dateRange(project.start_date, project.end_date),
    },
    {
      id: 'go-live',
      header: 'Next go-live',
      from: 'wide',
      cell: (project) =>
        project.next_go_live_date ? format.date(project.next_go_live_date) : 'None ahead',
    },
  ];
  return (
    <DataTable
      rows={projects}
      columns={columns}
      rowId={(project) => project.id}
      caption={caption}
      sort={sortOf(ordering)}
      onSortChange={(sort) => onOrderingChange(orderingOf(sort))}
      actions={actions}
    />
  );
}
