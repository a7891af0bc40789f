import { Button, Link, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

/** A Fluent link that navigates inside the app without reloading the page. */
export function RouterLink({ to, children }: { to: To; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
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
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} icon={icon}>
      {children}
    </Button>
  );
}
