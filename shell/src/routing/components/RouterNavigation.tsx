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
