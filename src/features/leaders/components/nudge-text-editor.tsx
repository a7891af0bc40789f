import { makeStyles, tokens } from '@fluentui/react-components';
import { EditorContent, useEditor } from '@tiptap/react';
import { FormattingToolbar } from '@/components/formatting-toolbar';
import StarterKit from '@tiptap/starter-kit';

const useStyles = makeStyles({
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
    paddingInline: tokens.spacingHorizontalM,
    '& .ProseMirror': {
      minHeight: '6rem',
      outlineStyle: 'none',
      paddingBlock: tokens.spacingVerticalS,
    },
  },
});

export interface NudgeText {
  /** The markup the nudge shows (the server keeps only simple tags). */
  html: string;
  /** The same words as plain text, for Teams previews and mail clients without HTML. */
  text: string;
}

/**
 * A nudge's message as rich text: paragraphs, bold, italic and lists, which is what the
 * server's sanitiser keeps (headings, code and strike-through are not offered).
 */
export function NudgeTextEditor({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string;
  onChange: (next: NudgeText) => void;
  label: string;
  invalid?: boolean;
}) {
  const styles = useStyles();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) =>
      onChange(
        e.isEmpty
          ? { html: '', text: '' }
          : { html: e.getHTML(), text: e.getText({ blockSeparator: '\n\n' }).trim() },
      ),
  });
  return (
    <div className={styles.frame}>
      <FormattingToolbar editor={editor} label={label} />
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
