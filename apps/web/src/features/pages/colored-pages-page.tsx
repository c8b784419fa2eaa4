import type { Profile } from '@colorbook/contract';
import { Compass, Palette } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageCardSkeleton } from '../../components/page-card-skeleton';
import { PageGrid } from '../../components/page-grid';
import { PageHeader } from '../../components/page-header';
import { PageListScreen } from '../../components/page-list-screen';
import { CreateFirstPage, StartPicks } from '../../components/start-picks';
import { isSignedIn, useAuth } from '../../lib/auth-store';
import { useProfile } from '../../lib/profile-store';
import { useApiQuery } from '../../lib/use-api-query';
import { FamilyChips, type Who, whoFromParam, whoToParam } from './family-chips';
import { FAMILY_QUERY_KEY, fetchFamily } from './family-coloreds-api';
import { FamilyColoringsList } from './family-colorings-list';

// Message keys.
const TITLE = 'pages.colored.title';
const DESCRIPTION = 'pages.colored.description';
const FAMILY_DESCRIPTION = 'pages.colored.familyDescription';

const findPage = (
  <ButtonLink to="/pages/public" variant="secondary">
    <Compass className="size-5" aria-hidden="true" />
    <FormattedMessage id="pages.colored.findPage" />
  </ButtonLink>
);

/** The viewer's own colourings (a child's, or an adult's without children): as it always was. */
function OwnColoredPages({ featured }: { featured?: ReactNode }) {
  const { formatMessage } = useIntl();
  return (
    <PageListScreen
      title={formatMessage({ id: TITLE })}
      description={formatMessage({ id: featured ? FAMILY_DESCRIPTION : DESCRIPTION })}
      scope="colored"
      featured={featured}
      empty={{
        icon: Palette,
        title: formatMessage({ id: 'pages.colored.emptyTitle' }),
        text: formatMessage({ id: 'pages.colored.emptyText' }),
        action: (
          <>
            <CreateFirstPage />
            {findPage}
            <StartPicks />
          </>
        ),
      }}
    />
  );
}

/** An adult with children: the chips, then everyone's, the grown-up's own or one child's. */
function FamilyColoredPages({ family }: { family: readonly Profile[] }) {
  const { formatMessage } = useIntl();
  const user = useAuth((state) => state.user);
  const [params, setParams] = useSearchParams();
  const who = whoFromParam(params.get('who'), family);
  const grownUp = { name: user?.name ?? '', photo: user?.photo ?? null };
  const handleChange = (next: Who) => {
    const changed = new URLSearchParams(params);
    const value = whoToParam(next);
    if (value) changed.set('who', value);
    else changed.delete('who');
    setParams(changed, { replace: true, preventScrollReset: true });
  };
  const chips = <FamilyChips family={family} grownUp={grownUp} value={who} onChange={handleChange} />;

  // The grown-up's own: the usual list, with its search, sort and sharing.
  if (who === 'grown-up') return <OwnColoredPages featured={chips} />;
  return (
    <>
      <PageHeader
        title={formatMessage({ id: TITLE })}
        description={formatMessage({ id: FAMILY_DESCRIPTION })}
      />
      {chips}
      <FamilyColoringsList
        of={who === 'everyone' ? 'family' : who}
        family={family}
        grownUp={grownUp}
        emptyAction={findPage}
      />
    </>
  );
}

/** The adult: the family's colourings when there are children (issue 24), the own list otherwise. */
function AdultColoredPages() {
  const { formatMessage } = useIntl();
  // Not after a sign-out: the screen may still be mounted when the token and the cache go.
  const family = useApiQuery(FAMILY_QUERY_KEY, fetchFamily, useAuth(isSignedIn));
  if (family.status === 'loading')
    return (
      <>
        <PageHeader title={formatMessage({ id: TITLE })} description={formatMessage({ id: DESCRIPTION })} />
        <PageGrid busy>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index}>
              <PageCardSkeleton />
            </li>
          ))}
        </PageGrid>
      </>
    );
  // Without children (or the family unreadable) the adult's own list, as before families.
  if (family.status === 'error' || family.data.length === 0) return <OwnColoredPages />;
  return <FamilyColoredPages family={family.data} />;
}

export function ColoredPagesPage() {
  const kid = useProfile((state) => state.active !== null);
  return kid ? <OwnColoredPages /> : <AdultColoredPages />;
}

export { ColoredPagesPage as Component };
