import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAdultPath, KID_HOME } from '../../lib/adult-routes';
import { useProfile } from '../../lib/profile-store';

/**
 * The route loaders ask the parent gate on the way into an adult screen; this covers the other
 * way round: a child profile chosen while an adult screen is open goes to the child's home.
 */
export function useKidModeRouteWatch(): void {
  const kid = useProfile((state) => state.active !== null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (kid && isAdultPath(pathname)) void navigate(KID_HOME, { replace: true });
  }, [kid, pathname, navigate]);
}
