import { Toolbar, ToolbarToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import {
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
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
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
    }),
  });
  const checked = Object.entries(state ?? {})
    .filter(([, on]) => on)
    .map(([name]) => name);
  return (
    <div className={styles.frame}>
      <Toolbar aria-label={`${label}: formatting`} size="small" checkedValues={{ format: checked }}>
        <ToolbarToggleButton
          aria-label="Bold"
          name="format"
          value="bold"
          icon={<TextBoldRegular />}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        />
        <ToolbarToggleButton
          aria-label="Italic"
          name="format"
          value="italic"
          icon={<TextItalicRegular />}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        />
        <ToolbarToggleButton
          aria-label="Bulleted list"
          name="format"
          value="bullets"
          icon={<TextBulletListLtrRegular />}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        />
        <ToolbarToggleButton
          aria-label="Numbered list"
          name="format"
          value="numbers"
          icon={<TextNumberListLtrRegular />}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        />
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
