import { ImageOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ImagePicker } from '../../components/image-picker';
import { choiceHint, choicePreview, type PhotoChoice } from '../../components/use-photo-choice';

type Props = {
  current: string;
  choice: PhotoChoice;
  onChoose: (file: File) => void;
  onRemove: () => void;
  error?: string;
  disabled?: boolean;
};

/** Spec §2 'Favicon (image file)': the icon as it will look, a file picker and a remove action. */
export function FaviconField({ current, choice, onChoose, onRemove, error, disabled }: Props) {
  const { formatMessage } = useIntl();
  const shown = choicePreview(choice, current);
  return (
    <ImagePicker
      label={formatMessage({ id: 'admin.account.setting.favicon' })}
      preview={
        <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-2xl bg-ink-50 ring-1 ring-ink-200">
          {shown ? (
            <img
              src={shown}
              alt={formatMessage({ id: 'admin.account.favicon.current' })}
              className="size-8 object-contain"
            />
          ) : (
            <ImageOff
              className="size-6 text-ink-400"
              aria-label={formatMessage({ id: 'admin.account.favicon.none' })}
            />
          )}
        </span>
      }
      chooseLabel={formatMessage({ id: 'admin.account.favicon.choose' })}
      onChoose={onChoose}
      onRemove={shown ? onRemove : undefined}
      hint={choiceHint(
        choice,
        formatMessage({ id: 'admin.account.favicon.savedWith' }),
        formatMessage({ id: 'admin.account.favicon.hint' }),
      )}
      error={error}
      disabled={disabled}
    />
  );
}
