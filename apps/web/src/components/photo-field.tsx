import { useIntl } from 'react-intl';
import { Avatar } from './avatar';
import { ImagePicker } from './image-picker';
import { choiceHint, choicePreview, type PhotoChoice } from './use-photo-choice';

type Props = {
  /** For the initials when there is no photo. */
  name: string;
  currentPhoto: string | null;
  choice: PhotoChoice;
  onChoose: (file: File) => void;
  onRemove: () => void;
  error?: string;
  disabled?: boolean;
  /** After the chosen file's name: when it will be saved. */
  pendingHint?: string;
};

/** 'Photo': the avatar as it will look, a file picker (PNG, JPEG, WebP) and a remove action. */
export function PhotoField({
  name,
  currentPhoto,
  choice,
  onChoose,
  onRemove,
  error,
  disabled,
  pendingHint,
}: Props) {
  const intl = useIntl();
  const shown = choicePreview(choice, currentPhoto);
  return (
    <ImagePicker
      label={intl.formatMessage({ id: 'field.photo' })}
      preview={<Avatar name={name || '?'} photo={shown} size="medium" />}
      chooseLabel={intl.formatMessage({ id: 'field.photo.choose' })}
      onChoose={onChoose}
      onRemove={shown ? onRemove : undefined}
      hint={choiceHint(
        choice,
        pendingHint ?? intl.formatMessage({ id: 'field.photo.pending' }),
        intl.formatMessage({ id: 'field.photo.hint' }),
      )}
      error={error}
      disabled={disabled}
    />
  );
}
