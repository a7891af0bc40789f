import { Caption1, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { canCleanNow, cleanString, readySanitiser } from '@/lib/sanitise';

export interface SafeHtmlProps {
  /** Rich text as the server sent it (announcements, emails, templates). */
  html: string;
  className?: string;
}

const useStyles = makeStyles({
  // A link takes the colour of the text around it, underlined: the browser's default blue fails
  // contrast on a dark card, and the text colour already passes on every card it sits on.
  body: { '& a': { color: 'inherit', textDecorationLine: 'underline' } },
});

/**
 * Shows rich text from the server after cleaning it again in the browser (SPEC §5: sanitised on
 * the server as well as in the client), so a row written before a server rule existed, or by
 * another client, can never run script here. Harmless markup, nearly every body, is shown at
 * once; anything else waits for DOMPurify, which is loaded only then.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  // Bumped when DOMPurify arrives, so the body renders again and is cleaned then.
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const styles = useStyles();
  const ready = canCleanNow(html);

  useEffect(() => {
    if (ready) return;
    let live = true;
    readySanitiser()
      .then(() => {
        if (live) setLoaded((n) => n + 1);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [ready]);

  if (failed && !ready) {
    return (
      <Caption1 role="alert">
        This message could not be shown safely. Reload the page to try again.
      </Caption1>
    );
  }
  if (!ready) return <div className={className} aria-busy="true" />;
  return (
    <div
      className={mergeClasses(styles.body, className)}
      dangerouslySetInnerHTML={{ __html: cleanString(html) }}
    />
  );
}
