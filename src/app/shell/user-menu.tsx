import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
  type MenuProps,
} from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { useAuthSession } from '@/lib/auth/auth-context';
import { useHost } from '@/lib/host/host-context';
import type { ThemePreference } from '@/lib/theme/host-theme';
import {
  chooseThemePreference,
  subscribeThemePreference,
  themePreference,
} from '@/lib/theme/theme-preference';
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

const appearances: { value: ThemePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Match your system' },
];

/** Light, dark or the system's: a browser choice (in Teams and Outlook the host's theme rules). */
function AppearanceChoice() {
  return (
    <MenuGroup>
      <MenuGroupHeader>Appearance</MenuGroupHeader>
      {appearances.map(({ value, label }) => (
        <MenuItemRadio key={value} name="appearance" value={value}>
          {label}
        </MenuItemRadio>
      ))}
    </MenuGroup>
  );
}

/** The signed-in user's name and organisation, with their profile, appearance and sign-out. */
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
  const { kind } = useHost();
  const preference = useSyncExternalStore(subscribeThemePreference, themePreference);
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_, data) => {
    const [choice] = data.checkedItems;
    const known = appearances.find((appearance) => appearance.value === choice);
    if (data.name === 'appearance' && known) chooseThemePreference(known.value);
  };
  return (
    <Menu
      positioning="below-end"
      checkedValues={{ appearance: [preference] }}
      onCheckedValueChange={onCheckedValueChange}
    >
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
          {kind === 'browser' ? (
            <>
              <MenuDivider />
              <AppearanceChoice />
              <MenuDivider />
            </>
          ) : null}
          <MenuItem icon={<SignOutRegular />} onClick={() => void session.signOut('signed-out')}>
            Sign out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
