import type { Profile } from '@colorbook/contract';
import { Palette } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/avatar';
import { PageCardSkeleton } from '../../components/page-card-skeleton';
import { PageGrid } from '../../components/page-grid';
import { PaginatedListBody } from '../../components/paginated-list-body';
import { ProfileAvatar } from '../../components/profile-avatar';
import { paginatedQuery, usePaginatedList } from '../../lib/use-paginated-list';
import { type ColoredRecord, type FamilyScope, fetchFamilyColoreds } from './family-coloreds-api';
import { FamilyColoringCard } from './family-coloring-card';

const SKELETON_COUNT = 8;

type Props = {
  of: FamilyScope;
  family: readonly Profile[];
  grownUp: { name: string; photo: string | null };
  /** The empty state's next step (find a page to colour). */
  emptyAction: ReactNode;
};

/** The family's colourings (GET /coloreds/paginate?of=…), newest first, each with who coloured it. */
export function FamilyColoringsList({ of, family, grownUp, emptyAction }: Props) {
  const { formatMessage } = useIntl();
  const list = usePaginatedList<ColoredRecord>(
    paginatedQuery(['coloreds', 'family', of], (page, signal) => fetchFamilyColoreds(page, of, signal)),
  );
  const painterOf = (colored: ColoredRecord) => {
    const child = family.find((profile) => profile.id === colored.profileId);
    return child
      ? { name: child.name, avatar: <ProfileAvatar profile={child} size="small" /> }
      : { name: grownUp.name, avatar: <Avatar name={grownUp.name} photo={grownUp.photo} size="small" /> };
  };
  const child = typeof of === 'number' ? family.find((profile) => profile.id === of) : undefined;

  return (
    <PaginatedListBody
      list={list}
      query=""
      onClearSearch={() => {}}
      failedMessage={formatMessage({ id: 'pages.family.loadFailed' })}
      shownMessage={(count) => formatMessage({ id: 'pages.family.shown' }, { count })}
      icon={Palette}
      empty={{
        title: formatMessage({ id: 'pages.colored.emptyTitle' }),
        text: child
          ? formatMessage({ id: 'pages.family.emptyChild' }, { name: child.name })
          : formatMessage({ id: 'pages.family.emptyAll' }),
        action: emptyAction,
      }}
      skeleton={
        <PageGrid busy>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index}>
              <PageCardSkeleton />
            </li>
          ))}
        </PageGrid>
      }
    >
      <PageGrid busy={list.loadingMore}>
        {list.items.map((colored) => (
          <li key={colored.id} className="flex">
            <FamilyColoringCard colored={colored} painter={painterOf(colored)} />
          </li>
        ))}
      </PageGrid>
    </PaginatedListBody>
  );
}
