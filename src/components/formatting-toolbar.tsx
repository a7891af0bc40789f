import { Toolbar, ToolbarToggleButton } from '@fluentui/react-components';
import {
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
} from '@fluentui/react-icons';
import { useEditorState, type Editor } from '@tiptap/react';

/** Bold, italic and the two lists for a Tiptap editor, each showing whether it is on. */
export function FormattingToolbar({ editor, label }: { editor: Editor | null; label: string }) {
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
  );
}
