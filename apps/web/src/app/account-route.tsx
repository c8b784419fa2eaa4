import { AccountPage } from '../features/account/account-page';
import { FamilySection } from '../features/profiles/family-section';

/** /account: the account screen with the family's section (issue 24) in it. */
export function Component() {
  return <AccountPage family={<FamilySection />} />;
}
