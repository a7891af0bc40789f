import {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
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
import { UserButton, type UserButtonProps } from './user-button';

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

export interface UserMenuListProps extends Pick<UserButtonProps, 'name' | 'organisation'> {
  /** Open at once, first item focused: the person pressed the button that stood in for this. */
  openAtOnce: boolean;
}

/** The user's button with its menu: their profile, appearance and sign-out. */
export function UserMenuList({ name, organisation, openAtOnce }: UserMenuListProps) {
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
      defaultOpen={openAtOnce}
      checkedValues={{ appearance: [preference] }}
      onCheckedValueChange={onCheckedValueChange}
    >
      <MenuTrigger disableButtonEnhancement>
        <UserButton name={name} organisation={organisation} />
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
