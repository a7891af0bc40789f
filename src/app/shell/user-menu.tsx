import { useState, type ComponentType, type KeyboardEvent } from 'react';
import { loadWithReload } from '@/lib/lazy-with-reload';
import { UserButton } from './user-button';
import type { UserMenuListProps } from './user-menu-list';

type MenuList = ComponentType<UserMenuListProps>;

let loaded: MenuList | undefined;
let loading: Promise<MenuList> | undefined;

/** Fetches the menu's code once; pointing at or focusing the button starts it early. */
function loadMenu(): Promise<MenuList> {
  loading ??= loadWithReload('user-menu', () => import('./user-menu-list')).then((module) => {
    loaded = module.UserMenuList;
    return loaded;
  });
  return loading;
}

/**
 * The signed-in user's button, and their menu once they reach for it. Fluent's menu (with its
 * positioning and keyboard navigation, about 25 KiB compressed) is not part of the first
 * screen: pointing at or focusing the button fetches it, and pressing the button (click, Enter,
 * Space or the down arrow) puts the menu in the button's place, open, its first item focused.
 */
export function UserMenu({
  name,
  organisation,
}: {
  name: string;
  organisation: string | undefined;
}) {
  const [menu, setMenu] = useState<{ List: MenuList; open: boolean } | undefined>(() =>
    loaded ? { List: loaded, open: false } : undefined,
  );
  const open = () => {
    if (loaded) setMenu({ List: loaded, open: true });
    else void loadMenu().then((List) => setMenu({ List, open: true }));
  };
  if (menu) {
    return <menu.List name={name} organisation={organisation} openAtOnce={menu.open} />;
  }
  return (
    <UserButton
      name={name}
      organisation={organisation}
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      }}
    />
  );
}
