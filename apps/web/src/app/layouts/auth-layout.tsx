import { Outlet } from 'react-router';
import { CenteredScreen } from '../../components/centered-screen';

/** Frame of the public account screens (sign in, sign up, verify, payment, admin setup). */
export function AuthLayout() {
  return (
    <CenteredScreen>
      <div className="w-full max-w-md animate-fade-in text-left">
        <Outlet />
      </div>
    </CenteredScreen>
  );
}

export { AuthLayout as Component };
