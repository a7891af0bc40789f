import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  CheckmarkCircleRegular,
  CircleSmallFilled,
  ErrorCircleRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useCallback, useEffect } from 'react';
import type { ChangeNarrative } from '@contract/projects/narrative.schema';
import { narrativeAllowedLinkProtocols } from '@contract/projects/narrative';
import { useFormat } from '@/lib/format/use-format';
import { useNarrative } from '../hooks';
import { useNarrativeProse } from './narrative-prose';
import { NarrativeToolbar } from './narrative-toolbar';
import { useNarrativeAutosave, type SaveState } from './narrative-autosave';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  frame: {
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  content: {
    minHeight: '16rem',
    maxHeight: '70vh',
    overflowY: 'auto',
    paddingInline: tokens.spacingHorizontalL,
    '& .ProseMirror': {
      minHeight: '15rem',
      outlineStyle: 'none',
      paddingBlock: tokens.spacingVerticalS,
    },
  },
  status: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
  },
  statusText: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
});

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const format = useFormat();
  const styles = useStyles();
  return (
    <div className={styles.status}>
      <Text role="status" aria-live="polite" className={styles.statusText}>
        {state.kind === 'saving' ? (
          <span className={styles.muted}>Saving…</span>
        ) : state.kind === 'saved' ? (
          <>
            <CheckmarkCircleRegular className={styles.ok} aria-hidden="true" />
            Saved at {format.time(state.at)}
          </>
        ) : state.kind === 'unsaved' ? (
          <>
            <CircleSmallFilled className={styles.muted} aria-hidden="true" />
            <span className={styles.muted}>Unsaved changes</span>
          </>
        ) : state.kind === 'failed' ? (
          <>
            <ErrorCircleRegular className={styles.bad} aria-hidden="true" />
            Couldn’t save: {state.message}
            {state.offline ? ' It saves again when you are back online.' : null}
          </>
        ) : state.kind === 'conflict' ? (
          <>
            <ErrorCircleRegular className={styles.bad} aria-hidden="true" />
            Not saved: a newer version exists.
          </>
        ) : (
          <span className={styles.muted}>Changes save as you type.</span>
        )}
      </Text>
      {state.kind === 'failed' ? (
        <Button size="small" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/** The narrative in a rich-text editor that saves itself a moment after typing stops. */
export function NarrativeEditor({
  projectId,
  narrative,
}: {
  projectId: number;
  narrative: ChangeNarrative;
}) {
  const styles = useStyles();
  const prose = useNarrativeProse();
  const { mutate } = useNarrative(projectId);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: [...narrativeAllowedLinkProtocols],
        },
      }),
    ],
    content: narrative.content,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Change narrative',
        'aria-describedby': 'narrative-help',
      },
    },
  });

  const getContent = useCallback(() => editor.getHTML(), [editor]);
  const onSaved = useCallback(
    (saved: ChangeNarrative) => void mutate(saved, { revalidate: false }),
    [mutate],
  );
  const { state, changed, saveNow, resume } = useNarrativeAutosave({
    projectId,
    narrative,
    getContent,
    onSaved,
  });

  // Autosave listens to the editor's own updates (typing, formatting, pasting).
  useEffect(() => {
    editor.on('update', changed);
    return () => {
      editor.off('update', changed);
    };
  }, [editor, changed]);

  const loadLatest = async () => {
    const latest = await mutate();
    if (!latest) return;
    editor.commands.setContent(latest.content, { emitUpdate: false });
    resume(latest);
  };

  return (
    <div
      className={styles.root}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          void saveNow();
        }
      }}
    >
      {state.kind === 'conflict' ? (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Someone else saved the narrative after you opened it.</MessageBarTitle>
            Your edits are still in the editor and are not saved: copy anything you want to keep,
            then load their version and add it again.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void loadLatest()}>Load the latest version</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.frame}>
        <NarrativeToolbar editor={editor} />
        <EditorContent editor={editor} className={mergeClasses(prose.prose, styles.content)} />
      </div>
      <Text id="narrative-help" size={200} className={styles.muted}>
        Tell the story of the change: why it is happening, what it means for people, and what will
        be different. Ctrl+S saves at once.
      </Text>
      <SaveStatus state={state} onRetry={() => void saveNow()} />
    </div>
  );
}
