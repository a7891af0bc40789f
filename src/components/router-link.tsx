import { Button, Link, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

/**
 * The router's click handler, unless the click was already handled: inside Teams a link to
 * another tab's area switches tab (and must not also route here), which React Router's own
 * `<Link>` respects but `useLinkClickHandler` alone does not.
 */
function useAppLinkClick(to: To) {
  const route = useLinkClickHandler<HTMLAnchorElement>(to);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!event.defaultPrevented) route(event);
  };
}

/** A Fluent link that navigates inside the app without reloading the page. */
export function RouterLink({ to, children }: { to: To; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useAppLinkClick(to);
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}

/** A Fluent button that is a link to a place in the app (an anchor, so it opens in a new tab too). */
export function RouterButtonLink({
  to,
  appearance,
  icon,
  children,
}: {
  to: To;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  children: ReactNode;
}) {
  const href = useHref(to);
  const onClick = useAppLinkClick(to);
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} icon={icon}>
      {children}
    </Button>
  );
}
