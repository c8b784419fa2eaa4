import { House } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
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
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className="mt-3 max-w-sm text-ink-600">
        <FormattedMessage id="notFound.text" />
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <House className="size-5" aria-hidden="true" />
        <FormattedMessage id="notFound.backHome" />
      </ButtonLink>
    </CenteredScreen>
  );
}
