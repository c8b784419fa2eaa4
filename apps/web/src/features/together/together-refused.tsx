import { Users } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/button';

/** /together/{code} that cannot be joined: why, as the server said it, in the person's language. */
export function TogetherRefused({ message }: { message: string }) {
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
      data-testid="together-refused"
    >
      <Users className="size-12 text-brand-300" aria-hidden="true" />
      <h1 className="font-extrabold text-2xl">
        <FormattedMessage id="together.refused.title" />
      </h1>
      <p className="text-ink-600" role="alert">
        {message}
      </p>
      <ButtonLink to="/pages">
        <FormattedMessage id="together.refused.back" />
      </ButtonLink>
    </div>
  );
}
