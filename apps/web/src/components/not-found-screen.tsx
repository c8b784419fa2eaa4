import { House } from 'lucide-react';
import { ButtonLink } from './button';
import { CenteredScreen } from './centered-screen';

export function NotFoundScreen() {
  return (
    <CenteredScreen>
      <p
        className="font-display text-7xl font-black tracking-tight text-brand-200 sm:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-sm text-ink-600">
        This page has wandered off the colouring book. Check the address, or head back to the start.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <House className="size-5" aria-hidden="true" />
        Back to home
      </ButtonLink>
    </CenteredScreen>
  );
}
