import {
  Body1,
  Caption1,
  Skeleton,
  SkeletonItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DocumentTextRegular } from '@fluentui/react-icons';
import DOMPurify from 'dompurify';
import { narrativeAllowedTags } from '@contract/projects/narrative';
import { EmptyState } from '@/components/empty-state';
import { lazyPart } from '@/components/lazy-part';
import { ReadState } from '@/components/read-state';
import { useFormat } from '@/lib/format/use-format';
import { useNarrativeProse } from '../components/narrative-prose';
import { NarrativeOwnerPicker } from '../components/narrative-owner-picker';
import { SectionCard } from '../components/section-card';
import { useNarrative } from '../hooks';
import { useCurrentProject } from '../project-context';

const NarrativeEditor = lazyPart(
  'narrative-editor',
  () => import('../components/narrative-editor').then((m) => m.NarrativeEditor),
  <Skeleton aria-label="Loading the editor">
    <SkeletonItem size={40} />
    <SkeletonItem size={128} />
  </Skeleton>,
);

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '60rem',
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Narrative HTML as the server keeps it, cleaned again before it reaches the page. */
function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...narrativeAllowedTags],
    ALLOWED_ATTR: ['href'],
  });
}

/**
 * `/projects/:id/narrative`: the change narrative, the story of why the project changes what it
 * changes. Editors write it with autosave; everyone else reads it.
 */
export function NarrativeTab() {
  const format = useFormat();
  const styles = useStyles();
  const { project, canEdit } = useCurrentProject();
  const narrative = useNarrative(project.id);
  const prose = useNarrativeProse();
  return (
    <ReadState read={narrative} what="the narrative">
      {(n) => {
        const lastSaved =
          n.updated_at && n.updated_by
            ? `Last saved by ${n.updated_by.display_name} on ${format.timestampDate(n.updated_at)}.`
            : undefined;
        return (
          <div className={styles.root}>
            <SectionCard title="Change narrative">
              <div className={styles.meta}>
                {canEdit ? (
                  <NarrativeOwnerPicker
                    projectId={project.id}
                    narrative={n}
                    team={project.team}
                    onSaved={(saved) => narrative.mutate(saved, { revalidate: false })}
                  />
                ) : (
                  <Body1>Owner: {n.owner?.display_name ?? 'nobody yet'}</Body1>
                )}
                {lastSaved && !canEdit ? (
                  <Caption1 className={styles.muted}>{lastSaved}</Caption1>
                ) : null}
              </div>
              {canEdit ? (
                <NarrativeEditor projectId={project.id} narrative={n} />
              ) : n.content.trim() ? (
                <div
                  className={prose.prose}
                  dangerouslySetInnerHTML={{ __html: safeHtml(n.content) }}
                />
              ) : (
                <EmptyState
                  icon={<DocumentTextRegular />}
                  headingLevel="h3"
                  title="No narrative yet"
                  message="The change narrative explains why this project changes what it does, for the people it affects. The project team writes it here."
                />
              )}
            </SectionCard>
          </div>
        );
      }}
    </ReadState>
  );
}
