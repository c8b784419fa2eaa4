import type { Page } from '@colorbook/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { creditsLoaded, getCredits } from '../../lib/credits';
import { notifyDanger } from '../../lib/notifications';
import { mayColor } from './coloring-rules';

/** Spec §5: a page neither coloured nor owned needs a public-page credit before any paint. */
export function useMayPaint(pageRef: { readonly current: Page }) {
  const navigate = useNavigate();
  const intl = useIntl();
  return useCallback(() => {
    if (mayColor(pageRef.current, { publicPage: getCredits().publicPage, loaded: creditsLoaded() }))
      return true;
    // The contract's NO_CREDITS_MESSAGE, which the server sends under this key too.
    notifyDanger(intl.formatMessage({ id: 'server.no_credits' }), { keepOnNavigation: true });
    navigate('/checkout');
    return false;
  }, [navigate, pageRef, intl]);
}
