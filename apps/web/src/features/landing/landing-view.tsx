import { useIntl } from 'react-intl';
import type { Plan } from '../../lib/plans';
import type { PublicSettings } from '../../lib/settings';
import { CallToActionSection } from './call-to-action-section';
import { ContactSection } from './contact-section';
import { FaqsSection } from './faqs-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader, type SectionLink } from './landing-header';
import { MetricsSection } from './metrics-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The public landing (spec §2), for the app's router and for the server's render (ssr/): every
 * section comes from the `website` setting and shows only when visible.
 */
export function LandingView({
  settings,
  plans,
}: {
  settings: PublicSettings;
  plans: Promise<Plan[] | null> | Plan[] | null;
}) {
  const { formatMessage } = useIntl();
  const { appName, tagline, website } = settings;
  const landing = website.landing;

  const links: SectionLink[] = [
    landing.howItWorks.visibility && {
      href: '#how-it-works',
      label: formatMessage({ id: 'landing.nav.howItWorks' }),
    },
    landing.pricing.visibility && { href: '#pricing', label: formatMessage({ id: 'landing.nav.pricing' }) },
    landing.faqs.visibility && { href: '#faqs', label: formatMessage({ id: 'landing.nav.faqs' }) },
    landing.contact.visibility && { href: '#contact', label: formatMessage({ id: 'landing.nav.contact' }) },
  ].filter((link): link is SectionLink => Boolean(link));

  return (
    <div className="overflow-x-clip">
      <LandingHeader appName={appName} links={links} />
      <main>
        {landing.home.visibility && (
          <HeroSection home={landing.home} tagline={tagline} showHowItWorks={landing.howItWorks.visibility} />
        )}
        {landing.howItWorks.visibility && <HowItWorksSection content={landing.howItWorks} />}
        {landing.features.visibility && <FeaturesSection content={landing.features} />}
        {landing.testimonials.visibility && <TestimonialsSection content={landing.testimonials} />}
        {landing.metrics.visibility && <MetricsSection content={landing.metrics} />}
        {landing.pricing.visibility && <PricingSection content={landing.pricing} plans={plans} />}
        {landing.faqs.visibility && <FaqsSection content={landing.faqs} />}
        {landing.callToAction.visibility && <CallToActionSection content={landing.callToAction} />}
        {landing.contact.visibility && <ContactSection content={landing.contact} />}
      </main>
      {landing.footer.visibility && (
        <LandingFooter appName={appName} tagline={tagline} website={website} links={links} />
      )}
    </div>
  );
}
