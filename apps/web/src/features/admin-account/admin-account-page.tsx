import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { AccountDetailsForm } from '../../components/account-details-form';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { PanelFailure } from '../../components/panel-failure';
import { useAuth } from '../../lib/auth-store';
import { invalidatePublicSettings } from '../../lib/settings';
import { useApiQuery } from '../../lib/use-api-query';
import { fetchAdminSettings, fetchAppStatus, fetchAudit } from './admin-account-api';
import { AppSettingsForm } from './app-settings-form';
import { AppStatusPanel } from './app-status-panel';
import { AuditList } from './audit-list';

/** Spec §2 admin account: app setup status, the admin's own account, the app settings, and recent admin activity. */
export function AdminAccountPage() {
  const user = useAuth((state) => state.user);
  const status = useApiQuery(['admin', 'app-status'], fetchAppStatus);
  const settings = useApiQuery(['admin', 'settings'], fetchAdminSettings);
  const audit = useApiQuery(['admin', 'audit'], fetchAudit);
  const revalidator = useRevalidator();
  const { formatMessage } = useIntl();

  const handleSettingsSaved = () => {
    // The name, tagline and favicon change everywhere at once: the root loader reads them again.
    invalidatePublicSettings();
    void revalidator.revalidate();
    status.reload();
    settings.reload();
    audit.reload();
  };

  if (!user) return null;
  return (
    <>
      <PageHeader
        title={formatMessage({ id: 'route.title.account' })}
        description={formatMessage({ id: 'admin.account.description' })}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AppStatusPanel status={status} />
        <Card className="p-6 sm:p-8">
          <h2 className="mb-6 text-lg font-extrabold">
            {formatMessage({ id: 'admin.account.adminAccount' })}
          </h2>
          <AccountDetailsForm user={user} />
        </Card>
        <div className="lg:col-span-2">
          {settings.status === 'ready' ? (
            <AppSettingsForm settings={settings.data} onSaved={handleSettingsSaved} />
          ) : settings.status === 'error' ? (
            <PanelFailure
              message={formatMessage({ id: 'admin.account.settings.loadFailed' })}
              onRetry={settings.reload}
            />
          ) : (
            <div
              aria-hidden="true"
              className="h-96 animate-pulse rounded-card bg-surface shadow-soft ring-1 ring-ink-200/60"
            />
          )}
        </div>
        <div className="lg:col-span-2">
          <AuditList audit={audit} />
        </div>
      </div>
    </>
  );
}

export { AdminAccountPage as Component };
