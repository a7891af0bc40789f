import {
  Badge,
  Button,
  Caption1,
  Card,
  CardHeader,
  Dropdown,
  Option,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, LinkRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { ImpactedGroupChange } from '@contract/groups/impacted-group-changes.schema';
import type { ProjectGroup } from '@contract/groups/project-groups.schema';
import { audienceBands, impactRatingLabels } from '@contract/projects/change-attributes';
import type { Project } from '@contract/projects/projects.schema';
import { projectsPaths } from '@contract/projects/projects';
import { announceAction } from '@/components/action-toasts';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { useApiRead } from '@/lib/swr/use-api-read';
import { ImpactMatrix, type CellWrite, type MatrixCell } from '../components/impact-matrix';
import { LinkImpactedGroupDialog } from '../components/link-impacted-group-dialog';
import { ProjectGroupActions } from '../components/project-group-actions';
import { ProjectGroupDialog } from '../components/project-group-dialog';
import {
  useCreateImpact,
  useDeleteImpact,
  useProjectChanges,
  useProjectGroups,
  useProjectImpacts,
  useUnlinkImpactedGroup,
  useUpdateImpact,
  useUpdateImpactedGroup,
  useUpdateProjectGroup,
} from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

function errorText(error: unknown): string {
  const data = (error as { response?: { data?: { detail?: string } } }).response?.data;
  return data?.detail ?? 'Try again.';
}

/** `/projects/:projectId/groups`: impacted groups, the change × group matrix, and the other groups. */
export function ProjectGroupsTab() {
  const format = useFormat();
  const styles = useStyles();
  const projectId = Number(useParams().projectId);
  const project = useApiRead<Project>(projectsPaths.detail(projectId), 'Project');
  const groups = useProjectGroups(projectId);
  const changes = useProjectChanges(projectId);
  const impacts = useProjectImpacts(projectId);
  const [dialog, setDialog] = useState<'link' | 'group' | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const updateImpacted = useUpdateImpactedGroup();
  const unlink = useUnlinkImpactedGroup();
  const updateGroup = useUpdateProjectGroup();
  const createImpact = useCreateImpact();
  const updateImpact = useUpdateImpact();
  const deleteImpact = useDeleteImpact();
  const canEdit = Boolean(project.data?.can_edit && !project.data.archived);

  const cellsById = useMemo(() => {
    const map = new Map<string, ImpactedGroupChange>();
    for (const cell of impacts.data ?? []) map.set(`${cell.change}:${cell.impacted_group}`, cell);
    return map;
  }, [impacts.data]);
  const cells = useMemo(() => new Map<string, MatrixCell>(cellsById), [cellsById]);

  const write: CellWrite = async (changeId, groupId, value) => {
    const existing = cellsById.get(`${changeId}:${groupId}`);
    if (!value) {
      if (existing) await deleteImpact(existing.id);
    } else if (existing) {
      await updateImpact(existing.id, value);
    } else {
      await createImpact({ impacted_group: groupId, change: changeId, ...value });
    }
    await impacts.mutate();
  };

  const act = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
      announceAction({ title: what });
    } catch (error) {
      announceAction({ title: `${what}: not done`, body: errorText(error), intent: 'error' });
    }
  };

  return (
    <ReadState read={groups} what="the project’s groups" rows={4}>
      {(all) => {
        const visible = all.filter((g) => showArchived || !g.archived);
        const impacted = visible.filter((g) => g.group_type === 'Impacted');
        const others = visible.filter((g) => g.group_type !== 'Impacted');
        const activeImpacted = impacted.filter((g) => !g.archived);
        return (
          <div className={styles.root}>
            <section className={styles.section} aria-labelledby="impacted-heading">
              <div className={styles.head}>
                <Subtitle2 as="h2" id="impacted-heading">
                  Impacted groups
                </Subtitle2>
                <div className={styles.row}>
                  <Button appearance="subtle" onClick={() => setShowArchived((v) => !v)}>
                    {showArchived ? 'Hide archived' : 'Show archived'}
                  </Button>
                  {canEdit ? (
                    <Button icon={<LinkRegular />} onClick={() => setDialog('link')}>
                      Link impacted group
                    </Button>
                  ) : null}
                </div>
              </div>
              {impacted.length === 0 ? (
                <Text>
                  No impacted groups yet. Link one of your organisation’s groups to say who this
                  project reaches.
                </Text>
              ) : (
                <div className={styles.cards}>
                  {impacted.map((g) => (
                    <ImpactedGroupCard
                      key={g.id}
                      group={g}
                      canEdit={canEdit}
                      onBand={(band) =>
                        act(`Audience size of ${g.name} set`, () =>
                          updateImpacted(projectId, g.id, { audience_band: band }),
                        )
                      }
                      onArchive={() =>
                        act(g.archived ? `Restored ${g.name}` : `Archived ${g.name}`, () =>
                          updateImpacted(projectId, g.id, { archived: !g.archived }),
                        )
                      }
                      onRemove={() => act(`Removed ${g.name}`, () => unlink(projectId, g.id))}
                    />
                  ))}
                </div>
              )}
            </section>

            <section className={styles.section} aria-labelledby="matrix-heading">
              <Subtitle2 as="h2" id="matrix-heading">
                Which change hits which group
              </Subtitle2>
              <ReadState
                read={changes}
                what="the project’s changes"
                empty={{
                  title: 'No changes yet',
                  message: 'Add the project’s changes to rate their impact on each group.',
                }}
              >
                {(rows) =>
                  activeImpacted.length === 0 ? (
                    <Text>Link an impacted group to rate how each change hits it.</Text>
                  ) : (
                    <ImpactMatrix
                      changes={rows.map((c) => ({ id: c.id, name: c.name }))}
                      groups={activeImpacted.map((g) => ({ id: g.id, name: g.name }))}
                      cells={cells}
                      canEdit={canEdit}
                      write={write}
                    />
                  )
                }
              </ReadState>
            </section>

            <section className={styles.section} aria-labelledby="other-heading">
              <div className={styles.head}>
                <Subtitle2 as="h2" id="other-heading">
                  Stakeholders, sponsors and project team
                </Subtitle2>
                {canEdit ? (
                  <Button icon={<AddRegular />} onClick={() => setDialog('group')}>
                    New group
                  </Button>
                ) : null}
              </div>
              {others.length === 0 ? (
                <Text>No stakeholder, sponsor or project-team groups yet.</Text>
              ) : (
                <div className={styles.cards}>
                  {others.map((g) => (
                    <Card key={g.id} aria-label={g.name}>
                      <CardHeader
                        header={<Text weight="semibold">{g.name}</Text>}
                        description={
                          <Caption1>
                            {g.group_type}
                            {g.category ? ` · ${g.category}` : ''} ·{' '}
                            {format.count(g.member_count, { one: 'person', other: 'people' })}
                            {g.archived ? ' · archived' : ''}
                          </Caption1>
                        }
                      />
                      <Text>
                        {g.members
                          .map((m) => `${m.display_name}${m.is_leader ? ' (leader)' : ''}`)
                          .join(', ') || 'Nobody yet'}
                      </Text>
                      {canEdit ? (
                        <ProjectGroupActions
                          projectId={projectId}
                          group={g}
                          onArchive={() =>
                            act(g.archived ? `Restored ${g.name}` : `Archived ${g.name}`, () =>
                              updateGroup(projectId, g.id, { archived: !g.archived }),
                            )
                          }
                        />
                      ) : null}
                    </Card>
                  ))}
                </div>
              )}
            </section>
            {dialog === 'link' ? (
              <LinkImpactedGroupDialog
                projectId={projectId}
                linkedIds={all.flatMap((g) =>
                  g.global_impacted_group ? [g.global_impacted_group.id] : [],
                )}
                onClose={() => setDialog(null)}
              />
            ) : null}
            {dialog === 'group' ? (
              <ProjectGroupDialog projectId={projectId} onClose={() => setDialog(null)} />
            ) : null}
          </div>
        );
      }}
    </ReadState>
  );
}

function ImpactedGroupCard({
  group,
  canEdit,
  onBand,
  onArchive,
  onRemove,
}: {
  group: ProjectGroup & { change_count?: number; highest_impact_level?: string | null };
  canEdit: boolean;
  onBand: (band: (typeof audienceBands)[number]) => void;
  onArchive: () => void;
  onRemove: () => void;
}) {
  const format = useFormat();
  const styles = useStyles();
  return (
    <Card aria-label={group.name}>
      <CardHeader
        header={<Text weight="semibold">{group.name}</Text>}
        description={
          <Caption1>
            {format.count(group.member_count, { one: 'person', other: 'people' })} ·{' '}
            {format.count(group.leader_count, { one: 'leader', other: 'leaders' })}
            {group.archived ? ' · archived' : ''}
          </Caption1>
        }
        action={group.archived ? <Badge appearance="outline">Archived</Badge> : undefined}
      />
      <div className={styles.row}>
        <label htmlFor={`band-${group.id}`}>Audience size</label>
        <Dropdown
          id={`band-${group.id}`}
          size="small"
          disabled={!canEdit}
          value={group.audience_band ? `${group.audience_band} people` : 'Not set'}
          selectedOptions={group.audience_band ? [group.audience_band] : []}
          onOptionSelect={(_e, data) => onBand(data.optionValue as (typeof audienceBands)[number])}
        >
          {audienceBands.map((b) => (
            <Option key={b} value={b}>{`${b} people`}</Option>
          ))}
        </Dropdown>
      </div>
      {group.impacts ? (
        <Caption1>
          {group.impacts
            .map((i) => `${i.change_name}: ${impactRatingLabels[i.impact_level]}`)
            .join(' · ')}
        </Caption1>
      ) : null}
      {canEdit ? (
        <div className={styles.row}>
          <Button size="small" onClick={onArchive}>
            {group.archived ? 'Restore' : 'Archive'}
          </Button>
          <Button size="small" appearance="subtle" onClick={onRemove}>
            Remove from project
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
