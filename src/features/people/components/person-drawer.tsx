import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { organisationRoleLabels } from '@contract/people/roles';
import type { PersonDetail } from '@contract/people/profiles.schema';
import { ReadState } from '@/components/read-state';
import { RouterLink } from '@/components/router-link';
import { groupPaths } from '@/features/groups/paths';
import { projectPaths } from '@/features/projects/paths';
import { useState } from 'react';
import { usePerson } from '../hooks';
import { PersonDialog } from './person-dialog';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

function Facts({ person }: { person: PersonDetail }) {
  const styles = useStyles();
  const rows: [string, string][] = [
    ['Email', person.email],
    ['Role', organisationRoleLabels[person.role]],
    ['Status', person.is_active ? 'Active' : 'Deactivated'],
    ['Job title', person.job_title ?? '—'],
    ['Site', person.site ?? '—'],
    ['Department', person.department ?? '—'],
    ['Function', person.function ?? '—'],
    ['Persona', person.persona ?? '—'],
    ['Tags', person.people_tags.join(', ') || '—'],
    ['Manager', person.manager?.display_name ?? '—'],
    ['People manager', person.is_people_manager ? 'Yes' : 'No'],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One person of the directory: their profile, role, impacted groups and projects; an admin
 * edits their directory fields from here.
 */
export function PersonDrawer({
  personId,
  canEdit,
  onClose,
}: {
  personId: number;
  canEdit: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const read = usePerson(personId);
  const [editing, setEditing] = useState(false);
  return (
    <OverlayDrawer
      open
      position="end"
      size="medium"
      onOpenChange={(_event, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label="Close"
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        >
          {read.data?.display_name ?? 'Person'}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <ReadState read={read} what="the person">
          {(person) => (
            <div className={styles.body}>
              <Facts person={person} />
              {canEdit ? (
                <div>
                  <Button onClick={() => setEditing(true)}>Edit {person.first_name}</Button>
                </div>
              ) : null}
              {editing ? <PersonDialog person={person} onClose={() => setEditing(false)} /> : null}
              <section aria-labelledby="person-groups">
                <Subtitle2 as="h3" id="person-groups">
                  Impacted groups
                </Subtitle2>
                {person.groups.length ? (
                  <ul className={styles.list}>
                    {person.groups.map((g) => (
                      <li key={g.id}>
                        <RouterLink to={groupPaths.peopleGroups.href(g.id)}>
                          {g.display_name}
                        </RouterLink>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>In no impacted group.</p>
                )}
              </section>
              <section aria-labelledby="person-projects">
                <Subtitle2 as="h3" id="person-projects">
                  Project teams
                </Subtitle2>
                {person.projects.length ? (
                  <ul className={styles.list}>
                    {person.projects.map((p) => (
                      <li key={p.id}>
                        <RouterLink to={projectPaths.project.href(p.id)}>{p.name}</RouterLink>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>On no project team.</p>
                )}
              </section>
            </div>
          )}
        </ReadState>
      </DrawerBody>
    </OverlayDrawer>
  );
}
