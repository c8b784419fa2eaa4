import { lazy, type ReactNode, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { LanguageSelect } from '../../components/language-select';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth-store';
import { CreditsPanel } from './credits-panel';

// The form brings react-hook-form and its resolvers: loaded beside the screen, which shows at once.
const AccountDetailsForm = lazy(() =>
  import('../../components/account-details-form').then((module) => ({ default: module.AccountDetailsForm })),
);

type Props = {
  /** The family's section (child profiles and the parent PIN, issue 24), put in by the route. */
  family?: ReactNode;
};

export function AccountPage({ family }: Props) {
  const user = useAuth((state) => state.user);
  const intl = useIntl();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'account.title' })}
        description={intl.formatMessage({ id: 'account.description' })}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-6 sm:p-8">
          <h2 className="mb-6 text-lg font-extrabold">
            <FormattedMessage id="account.details" />
          </h2>
          <Suspense
            fallback={
              // Same height as the form, so nothing jumps; a spinner so the card is never blank.
              <div className="grid min-h-72 place-items-center text-brand-600" aria-hidden="true">
                <Spinner className="size-8" label="" />
              </div>
            }
          >
            <AccountDetailsForm user={user} />
          </Suspense>
          <LanguageSelect
            className="mt-6 border-t border-ink-200 pt-6"
            hint={intl.formatMessage({ id: 'account.languageHint' })}
          />
        </Card>
        <CreditsPanel plan={user.plan} />
        {family && <div className="lg:col-span-2">{family}</div>}
      </div>
    </>
  );
}

export { AccountPage as Component };
