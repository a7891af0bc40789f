import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useAuthSession } from '@/lib/auth/auth-context';
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

/** The signed-in user's name and organisation, with their profile and sign-out. */
export function UserMenu({
  name,
  organisation,
}: {
  name: string;
  organisation: string | undefined;
}) {
  const styles = useStyles();
  const session = useAuthSession();
  const navigate = useNavigate();
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          className={styles.trigger}
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
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<PersonRegular />}
            onClick={() => void navigate(paths.userProfile.href())}
          >
            Your profile
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={() => void session.signOut('signed-out')}>
            Sign out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
