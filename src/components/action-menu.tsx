import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';

export interface MenuAction {
  label: string;
  icon?: ReactElement;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * A thing's actions behind one button: an icon button named "Actions for <name>" in a row,
 * or a labelled button (`label`) on the thing's own page.
 */
export function ActionMenu({
  name,
  actions,
  label,
}: {
  /** What the actions are for, for the button's accessible name. */
  name: string;
  actions: readonly MenuAction[];
  label?: string;
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance={label ? 'secondary' : 'subtle'}
          icon={<MoreHorizontalRegular />}
          aria-label={label ? undefined : `Actions for ${name}`}
        >
          {label}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((action) => (
            <MenuItem
              key={action.label}
              icon={action.icon}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
