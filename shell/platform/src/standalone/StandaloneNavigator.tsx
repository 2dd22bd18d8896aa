import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bindNavigator } from '@h5/platform';

/** Binds the platform's navigation API to this router, as the shell does with its own. */
export function StandaloneNavigator() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  const depth = useRef(0);

  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(
    () =>
      bindNavigator({
        push: (path) => {
          depth.current += 1;
          void navigate(path);
        },
        replace: (path) => void navigate(path, { replace: true }),
        reset: (path) => {
          depth.current = 0;
          void navigate(path, { replace: true });
        },
        go: (delta) => {
          depth.current = Math.max(0, depth.current + delta);
          void navigate(delta);
        },
        depth: () => depth.current,
        currentPath: () => `${current.current.pathname}${current.current.search}`,
      }),
    [navigate],
  );

  return null;
}
