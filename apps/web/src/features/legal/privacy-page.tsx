import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return <LegalDocument kind="privacy" title="legal.privacy.title" />;
}

export { PrivacyPage as Component };
