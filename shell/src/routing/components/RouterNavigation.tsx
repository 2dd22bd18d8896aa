import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bindRouterNavigation } from '../utils/bindRouterNavigation.ts';

/** Binds `navigation` of @h5/platform to the router around it while it is mounted. */
export function RouterNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  // Navigation is called from timers and other packages: it must always see the latest of both.
  const latest = useRef({ navigate, location });

  useEffect(() => {
    latest.current = { navigate, location };
  }, [navigate, location]);

  // The address can change while the app's first render is under way, before the router listens to
  // it (a tab tapped on the page the server rendered, ADR 0025): the router then catches up, once.
  useEffect(() => {
    const address = window.location.hash.replace(/^#/, '');
    const shown = `${location.pathname}${location.search}${location.hash}`;
    if (address && address !== shown) void navigate(address, { replace: true });
    // Only the address at the first render can have been missed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () =>
      bindRouterNavigation({
        navigate: (to, replace) => {
          if (typeof to === 'number') void latest.current.navigate(to);
          else void latest.current.navigate(to, { replace });
        },
        location: () => latest.current.location,
      }),
    [],
  );

  return null;
}
