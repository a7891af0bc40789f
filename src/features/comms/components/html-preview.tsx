import { Field, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  frame: {
    width: '100%',
    minHeight: '12rem',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#fff',
  },
});

/**
 * Mail HTML as a recipient's client draws it, in a sandboxed frame: no scripts, no access to the
 * app, so a layout's styles cannot leak into the page either.
 */
export function HtmlPreview({ title, html }: { title: string; html: string }) {
  const styles = useStyles();
  return (
    <Field label={title}>
      <iframe className={styles.frame} title={title} sandbox="" srcDoc={html} />
    </Field>
  );
}
