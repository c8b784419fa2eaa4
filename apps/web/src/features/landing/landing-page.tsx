import { useLoaderData } from 'react-router';
import { usePublicSettings } from '../../lib/settings';
import { CallToActionSection } from './call-to-action-section';
import { ContactSection } from './contact-section';
import { FaqsSection } from './faqs-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader, type SectionLink } from './landing-header';
import type { landingLoader } from './landing-loader';
import { MetricsSection } from './metrics-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

/** The public landing (spec §2): every section comes from the `website` setting and shows only when visible. */
export function LandingPage() {
  const { appName, tagline, website } = usePublicSettings();
  const { plans } = useLoaderData<typeof landingLoader>();
  const landing = website.landing;

  const links: SectionLink[] = [
    landing.howItWorks.visible && { href: '#how-it-works', label: 'How it works' },
    landing.pricing.visible && { href: '#pricing', label: 'Pricing' },
    landing.faqs.visible && { href: '#faqs', label: 'FAQs' },
    landing.contact.visible && { href: '#contact', label: 'Contact' },
  ].filter((link): link is SectionLink => Boolean(link));

  return (
    <div className="overflow-x-clip">
      <LandingHeader appName={appName} links={links} />
      <main>
        {landing.home.visible && (
          <HeroSection home={landing.home} tagline={tagline} showHowItWorks={landing.howItWorks.visible} />
        )}
        {landing.howItWorks.visible && <HowItWorksSection content={landing.howItWorks} />}
        {landing.features.visible && <FeaturesSection content={landing.features} />}
        {landing.testimonials.visible && <TestimonialsSection content={landing.testimonials} />}
        {landing.metrics.visible && <MetricsSection content={landing.metrics} />}
        {landing.pricing.visible && <PricingSection content={landing.pricing} plans={plans} />}
        {landing.faqs.visible && <FaqsSection content={landing.faqs} />}
        {landing.callToAction.visible && <CallToActionSection content={landing.callToAction} />}
        {landing.contact.visible && <ContactSection content={landing.contact} />}
      </main>
      {landing.footer.visible && (
        <LandingFooter appName={appName} tagline={tagline} website={website} links={links} />
      )}
    </div>
  );
}
