import type { Website } from '@colorbook/contract';

/** Where a section's content lives in the `website` setting. */
export type SectionKey = keyof Website['landing'] | 'terms' | 'privacy';

/** The landing content editors under /admin/website (spec §2), in landing order. */
export type WebsiteSection = {
  path: string;
  key: SectionKey;
  /** Message ids (issue 23): format them with useIntl. */
  title: string;
  description: string;
  /** Where visitors see it: the landing's anchor, or the page. */
  viewHref: string;
};

export const websiteSections: WebsiteSection[] = [
  {
    path: 'home',
    key: 'home',
    title: 'admin.website.section.home',
    description: 'admin.website.section.home.description',
    viewHref: '/#home',
  },
  {
    path: 'how-it-works',
    key: 'howItWorks',
    title: 'admin.website.section.howItWorks',
    description: 'admin.website.section.howItWorks.description',
    viewHref: '/#how-it-works',
  },
  {
    path: 'features',
    key: 'features',
    title: 'admin.website.section.features',
    description: 'admin.website.section.features.description',
    viewHref: '/#features',
  },
  {
    path: 'testimonial',
    key: 'testimonials',
    title: 'admin.website.section.testimonials',
    description: 'admin.website.section.testimonials.description',
    viewHref: '/#testimonials',
  },
  {
    path: 'metrics',
    key: 'metrics',
    title: 'admin.website.section.metrics',
    description: 'admin.website.section.metrics.description',
    viewHref: '/#metrics',
  },
  {
    path: 'pricing',
    key: 'pricing',
    title: 'admin.website.section.pricing',
    description: 'admin.website.section.pricing.description',
    viewHref: '/#pricing',
  },
  {
    path: 'faqs',
    key: 'faqs',
    title: 'admin.website.section.faqs',
    description: 'admin.website.section.faqs.description',
    viewHref: '/#faqs',
  },
  {
    path: 'call-to-action',
    key: 'callToAction',
    title: 'admin.website.section.callToAction',
    description: 'admin.website.section.callToAction.description',
    viewHref: '/#call-to-action',
  },
  {
    path: 'contact',
    key: 'contact',
    title: 'admin.website.section.contact',
    description: 'admin.website.section.contact.description',
    viewHref: '/#contact',
  },
  {
    path: 'footer',
    key: 'footer',
    title: 'admin.website.section.footer',
    description: 'admin.website.section.footer.description',
    viewHref: '/#footer',
  },
  {
    path: 'terms',
    key: 'terms',
    title: 'admin.website.section.terms',
    description: 'admin.website.section.terms.description',
    viewHref: '/terms',
  },
  {
    path: 'privacy',
    key: 'privacy',
    title: 'admin.website.section.privacy',
    description: 'admin.website.section.privacy.description',
    viewHref: '/privacy',
  },
];

export const sectionOf = (website: Website, key: SectionKey) =>
  key === 'terms' || key === 'privacy' ? website[key] : website.landing[key];
