import { useIntl } from 'react-intl';
import { SwitchTrack } from '../../components/switch-track';

/** 'Show on the website': the section's `visibility` flag, as an accessible switch. */
export function VisibilitySwitch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  const { formatMessage } = useIntl();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 items-center gap-3 rounded-control text-left font-bold text-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <SwitchTrack checked={checked} />
      {label ?? formatMessage({ id: 'admin.website.visibility' })}
    </button>
  );
}
