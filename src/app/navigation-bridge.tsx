import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { connectNavigation } from './navigation';

/** Lends the router's navigation to code outside React (see navigation.ts). */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    connectNavigation((to, options) => void navigate(to, options), { pathname, search });
  }, [navigate, pathname, search]);
  return null;
}
