import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return <LegalDocument kind="privacy" title="Privacy Policy" />;
}

export { PrivacyPage as Component };
