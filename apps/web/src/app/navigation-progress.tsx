import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';

/** A thin crayon-coloured bar at the top while a route (or its lazy code) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const intl = useIntl();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'shell.loadingPage' })}
      className="fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-progress rounded-full bg-gradient-to-r from-brand-500 via-coral-400 to-sunny-400" />
    </div>
  );
}
