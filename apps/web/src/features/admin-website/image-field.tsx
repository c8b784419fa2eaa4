import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ImagePicker } from '../../components/image-picker';
import { Spinner } from '../../components/spinner';
import { checkImageFile, uploadImage } from '../../lib/upload';

type Props = { label: string; value: string; onChange: (url: string) => void; hint?: string };

/** A picture of the landing: uploaded at once through POST /storage/upload, its URL kept in the form. */
export function ImageField({ label, value, onChange, hint }: Props) {
  const { formatMessage } = useIntl();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  const handleChoose = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) return setError(problem);
    setError(undefined);
    setUploading(true);
    const result = await uploadImage(file, { silent: true });
    setUploading(false);
    if (result.ok) onChange(result.data.url);
    else setError(result.error.message);
  };

  return (
    <ImagePicker
      label={label}
      preview={
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-control bg-ink-100 ring-1 ring-ink-200">
          {uploading ? (
            <Spinner className="size-6" label={formatMessage({ id: 'admin.website.image.uploading' })} />
          ) : value ? (
            <img src={value} alt="" className="size-full object-cover" />
          ) : (
            <ImageUp className="size-7 text-ink-400" aria-hidden="true" />
          )}
        </div>
      }
      chooseLabel={formatMessage({
        id: value ? 'admin.website.image.replace' : 'admin.website.image.upload',
      })}
      onChoose={(file) => void handleChoose(file)}
      onRemove={value && !uploading ? () => onChange('') : undefined}
      hint={hint}
      error={error}
      busy={uploading}
      messagesBelow
    />
  );
}
