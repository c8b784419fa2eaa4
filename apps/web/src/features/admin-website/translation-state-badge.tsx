import { sectionTranslationState, type TranslatedLocale, type Website } from '@colorbook/contract';
import { useIntl } from 'react-intl';
import { Badge } from '../../components/badge';
import type { SectionKey } from './website-sections';

const stateLabels = {
  full: { tone: 'brand', id: 'admin.website.translated' },
  partial: { tone: 'sunny', id: 'admin.website.partlyTranslated' },
  none: { tone: 'danger', id: 'admin.website.untranslated' },
} as const;

type Props = { website: Website; section: SectionKey; locale: TranslatedLocale };

/** How much of a section one language has: Translated, Partly translated or Not translated (visitors then read English). */
export function TranslationStateBadge({ website, section, locale }: Props) {
  const { formatMessage } = useIntl();
  const state = stateLabels[sectionTranslationState(website, section, locale)];
  return <Badge tone={state.tone}>{formatMessage({ id: state.id })}</Badge>;
}
