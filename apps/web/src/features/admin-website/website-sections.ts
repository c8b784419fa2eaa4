import type { Website } from '@colorbook/contract';

/** Where a section's content lives in the `website` setting. */
export type SectionKey = keyof Website['landing'] | 'terms' | 'privacy';

/** The landing content editors under /admin/website (spec §2), in landing order. */
export type WebsiteSection = {
  path: string;
  key: SectionKey;
  title: string;
  description: string;
  /** Where visitors see it: the landing's anchor, or the page. */
  viewHref: string;
};

export const websiteSections: WebsiteSection[] = [
  {
    path: 'home',
    key: 'home',
    title: 'Hero',
    description: 'Headline, text, button, picture and app download links at the top of the landing.',
    viewHref: '/#home',
  },
  {
    path: 'how-it-works',
    key: 'howItWorks',
    title: 'How it works',
    description: 'The steps that explain how a page is made.',
    viewHref: '/#how-it-works',
  },
  {
    path: 'features',
    key: 'features',
    title: 'Features',
    description: 'The cards that show what the product can do.',
    viewHref: '/#features',
  },
  {
    path: 'testimonial',
    key: 'testimonials',
    title: 'Testimonials',
    description: 'Quotes from happy users with their photo and location.',
    viewHref: '/#testimonials',
  },
  {
    path: 'metrics',
    key: 'metrics',
    title: 'Metrics',
    description: 'The big numbers that show how the community grows.',
    viewHref: '/#metrics',
  },
  {
    path: 'pricing',
    key: 'pricing',
    title: 'Pricing',
    description: 'Title and text above the plan cards.',
    viewHref: '/#pricing',
  },
  {
    path: 'faqs',
    key: 'faqs',
    title: 'FAQs',
    description: 'Questions and answers for visitors.',
    viewHref: '/#faqs',
  },
  {
    path: 'call-to-action',
    key: 'callToAction',
    title: 'Call to action',
    description: 'The closing invitation to sign up.',
    viewHref: '/#call-to-action',
  },
  {
    path: 'contact',
    key: 'contact',
    title: 'Contact',
    description: 'Email, phone and address visitors can reach you at.',
    viewHref: '/#contact',
  },
  {
    path: 'footer',
    key: 'footer',
    title: 'Footer',
    description: 'Footer text and social links.',
    viewHref: '/#footer',
  },
  {
    path: 'terms',
    key: 'terms',
    title: 'Terms of Service',
    description: 'The terms page, written in the rich-text editor.',
    viewHref: '/terms',
  },
  {
    path: 'privacy',
    key: 'privacy',
    title: 'Privacy Policy',
    description: 'The privacy page, written in the rich-text editor.',
    viewHref: '/privacy',
  },
];

export const sectionOf = (website: Website, key: SectionKey) =>
  key === 'terms' || key === 'privacy' ? website[key] : website.landing[key];
