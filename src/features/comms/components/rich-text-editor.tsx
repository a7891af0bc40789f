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
      minHeight: '8rem',
      outlineStyle: 'none',
      paddingBlock: tokens.spacingVerticalS,
    },
  },
});

/**
 * Rich text for announcements and emails: paragraphs, headings, lists, bold, italic, quotes and
 * links. The server keeps only this markup whatever arrives, so the editor offers no more.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  invalid?: boolean;
}) {
  const styles = useStyles();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
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
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className={styles.frame}>
      <FormattingToolbar editor={editor} label={label} />
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
