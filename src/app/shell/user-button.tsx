import { Avatar, Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ComponentProps } from 'react';
import { appTokens } from '@/lib/theme/themes';

const useStyles = makeStyles({
  trigger: {
    color: appTokens.headerForeground,
    maxWidth: '16rem',
    ':hover': { color: appTokens.headerForeground },
    ':hover:active': { color: appTokens.headerForeground },
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // Narrow screens show only the avatar; the name stays in the button's accessible name.
  narrowHidden: {
    '@media (max-width: 639px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
  },
  organisation: {
    display: 'block',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
  },
});

/** A button's own attributes and handlers (a menu trigger adds its own), and who it names. */
export interface UserButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'name'> {
  name: string;
  organisation: string | undefined;
}

/** The header's button naming the signed-in user and their organisation; it opens their menu. */
export function UserButton({ name, organisation, className, ...props }: UserButtonProps) {
  const styles = useStyles();
  return (
    <Button
      {...props}
      appearance="transparent"
      className={className ? `${styles.trigger} ${className}` : styles.trigger}
      icon={<Avatar name={name} size={28} color="colorful" aria-hidden="true" />}
    >
      <span className={styles.narrowHidden}>
        <span className={styles.name}>{name}</span>
        {organisation ? (
          <span className={styles.organisation}>
            <span className={styles.visuallyHidden}>, </span>
            {organisation}
          </span>
        ) : null}
      </span>
    </Button>
  );
}
