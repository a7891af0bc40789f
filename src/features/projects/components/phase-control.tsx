import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Skeleton,
  SkeletonItem,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, FlagRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { PhaseCode } from '@contract/projects/phases';
import type { Project } from '@contract/projects/projects.schema';
import { announceAction } from '@/components/action-toasts';
import { FormFailure } from '@/components/form/form-failure';
import { VisuallyHidden } from '@/components/visually-hidden';
import { ApiError } from '@/lib/api-client/api-error';
import { useProjectPhases, useUpdateProject } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  steps: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
  },
  active: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
  },
  activeNumber: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  change: { alignSelf: 'flex-start' },
});

export interface PhaseControlProps {
  project: Pick<Project, 'id' | 'name'>;
  canEdit: boolean;
}

/** The four phases in their numbered order, the active one marked; editors can move it. */
export function PhaseControl({ project, canEdit }: PhaseControlProps) {
  const updateProject = useUpdateProject();
  const styles = useStyles();
  const phases = useProjectPhases(project.id);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (!phases.data) {
    return (
      <Skeleton aria-label="Loading phases">
        <SkeletonItem size={40} />
      </Skeleton>
    );
  }
  const active = phases.data.find((phase) => phase.is_active);

  const move = async (code: PhaseCode) => {
    if (code === active?.code) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await updateProject(project.id, { active_phase: code });
      const name = phases.data?.find((phase) => phase.code === code)?.name ?? code;
      announceAction({ title: `“${project.name}” is now in ${name}` });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.reason : 'The phase could not be changed.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.root}>
      <ol className={styles.steps} aria-label="Phases">
        {phases.data.map((phase) => (
          <li
            key={phase.code}
            className={mergeClasses(styles.step, phase.is_active && styles.active)}
            aria-current={phase.is_active ? 'step' : undefined}
          >
            <span
              className={mergeClasses(styles.number, phase.is_active && styles.activeNumber)}
              aria-hidden="true"
            >
              {phase.is_active ? <CheckmarkRegular /> : phase.order}
            </span>
            <span>
              <VisuallyHidden>Phase {phase.order}: </VisuallyHidden>
              {phase.name}
              {phase.is_active ? <VisuallyHidden> (active)</VisuallyHidden> : null}
            </span>
          </li>
        ))}
      </ol>
      {canEdit ? (
        <Menu
          checkedValues={{ phase: active ? [active.code] : [] }}
          onCheckedValueChange={(_event, data) => {
            const code = data.checkedItems[0] as PhaseCode | undefined;
            if (code) void move(code);
          }}
        >
          <MenuTrigger disableButtonEnhancement>
            <Button className={styles.change} size="small" icon={<FlagRegular />} disabled={saving}>
              {saving ? 'Changing phase…' : 'Change active phase'}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {phases.data.map((phase) => (
                <MenuItemRadio key={phase.code} name="phase" value={phase.code}>
                  {phase.order}. {phase.name}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
      <FormFailure message={failure} />
    </div>
  );
}
