import { Settings } from 'lucide-react';
import { AccountDetailsForm } from '../../components/account-details-form';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../lib/auth-store';

export function AdminAccountPage() {
  const user = useAuth((state) => state.user);
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Account"
        description="Your admin account, the app setup status and the app settings."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card className="p-6 sm:p-8">
          <h2 className="mb-6 text-lg font-extrabold">Admin account</h2>
          <AccountDetailsForm user={user} />
        </Card>
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
            <Settings className="size-7" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-extrabold">App settings</h2>
          <p className="max-w-sm text-ink-600">
            The app setup status and the app settings (name, tagline, favicon and payment keys) will be
            managed here.
          </p>
        </Card>
      </div>
    </>
  );
}

export { AdminAccountPage as Component };
