import { LegalDocument } from './legal-document';

export function TermsPage() {
  return <LegalDocument kind="terms" title="Terms of Service" />;
}

export { TermsPage as Component };
