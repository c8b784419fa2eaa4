import { LegalDocument } from './legal-document';

export function TermsPage() {
  return <LegalDocument kind="terms" title="legal.terms.title" />;
}

export { TermsPage as Component };
