import {
  Button,
  Field,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState } from 'react';

const useStyles = makeStyles({
  toolbar: {
    flexWrap: 'wrap',
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  linkForm: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: '18rem',
  },
  linkButtons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string>();

  const apply = () => {
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setOpen(false);
      return;
    }
    const url = SAFE_LINK.test(value) ? value : `https://${value}`;
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      trapFocus
      onOpenChange={(_event, data) => {
        setOpen(data.open);
        if (data.open) {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setError(undefined);
        }
      }}
    >
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarToggleButton
          name="format"
          value="link"
          icon={<LinkRegular />}
          aria-label="Link"
          aria-pressed={active}
        />
      </PopoverTrigger>
      <PopoverSurface aria-label="Link">
        <form
          className={styles.linkForm}
          onSubmit={(event) => {
            event.preventDefault();
            if (href.trim() && /^javascript:/i.test(href.trim())) {
              setError('Link to a web address (https://…) or an e-mail (mailto:…).');
              return;
            }
            apply();
          }}
        >
          <Field
            label="Link address"
            hint="Leave it empty to remove the link."
            validationMessage={error}
            validationState={error ? 'error' : 'none'}
          >
            <Input value={href} onChange={(_event, data) => setHref(data.value)} type="url" />
          </Field>
          <div className={styles.linkButtons}>
            <Button type="submit" appearance="primary">
              Apply
            </Button>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </div>
        </form>
      </PopoverSurface>
    </Popover>
  );
}

/** Formatting the narrative keeps (the server's allow-list): headings, emphasis, lists, links. */
export function NarrativeToolbar({ editor }: { editor: Editor }) {
  const styles = useStyles();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const checked = Object.entries(active)
    .filter(([key, on]) => on && !key.startsWith('can'))
    .map(([key]) => key);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();

  return (
    <Toolbar
      className={styles.toolbar}
      aria-label="Formatting"
      size="small"
      checkedValues={{ format: checked }}
    >
      <ToolbarToggleButton
        name="format"
        value="bold"
        icon={<TextBoldRegular />}
        aria-label="Bold"
        onClick={() => run((c) => c.toggleBold())}
      />
      <ToolbarToggleButton
        name="format"
        value="italic"
        icon={<TextItalicRegular />}
        aria-label="Italic"
        onClick={() => run((c) => c.toggleItalic())}
      />
      <ToolbarToggleButton
        name="format"
        value="underline"
        icon={<TextUnderlineRegular />}
        aria-label="Underline"
        onClick={() => run((c) => c.toggleUnderline())}
      />
      <ToolbarDivider />
      <ToolbarToggleButton
        name="format"
        value="h2"
        icon={<TextHeader2Regular />}
        aria-label="Heading"
        onClick={() => run((c) => c.toggleHeading({ level: 2 }))}
      />
      <ToolbarToggleButton
        name="format"
        value="h3"
        icon={<TextHeader3Regular />}
        aria-label="Subheading"
        onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
      />
      <ToolbarToggleButton
        name="format"
        value="bullet"
        icon={<TextBulletListLtrRegular />}
        aria-label="Bulleted list"
        onClick={() => run((c) => c.toggleBulletList())}
      />
      <ToolbarToggleButton
        name="format"
        value="ordered"
        icon={<TextNumberListLtrRegular />}
        aria-label="Numbered list"
        onClick={() => run((c) => c.toggleOrderedList())}
      />
      <ToolbarToggleButton
        name="format"
        value="quote"
        icon={<TextQuoteRegular />}
        aria-label="Quote"
        onClick={() => run((c) => c.toggleBlockquote())}
      />
      <LinkButton editor={editor} active={active.link} />
      <ToolbarDivider />
      <ToolbarButton
        icon={<ArrowUndoRegular />}
        aria-label="Undo"
        disabled={!active.canUndo}
        onClick={() => run((c) => c.undo())}
      />
      <ToolbarButton
        icon={<ArrowRedoRegular />}
        aria-label="Redo"
        disabled={!active.canRedo}
        onClick={() => run((c) => c.redo())}
      />
    </Toolbar>
  );
}
