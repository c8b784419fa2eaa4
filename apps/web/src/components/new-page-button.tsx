import { Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from './button';

/** My pages' "New page" action: the screen's header, and its first paint's (ssr/first-paint.tsx). */
export function NewPageButton() {
  return (
    <ButtonLink to="/pages/create" variant="secondary">
      <Plus className="size-5" aria-hidden="true" />
      <FormattedMessage id="pages.my.newPage" />
    </ButtonLink>
  );
}
