/** The landing content editors under /admin/website (spec §2), in landing order. */
export type WebsiteSection = { path: string; title: string; description: string };

export const websiteSections: WebsiteSection[] = [
  {
    path: 'home',
    title: 'Hero',
    description: 'Headline, text, button and app download links at the top of the landing.',
  },
  { path: 'how-it-works', title: 'How it works', description: 'The steps that explain how a page is made.' },
  { path: 'features', title: 'Features', description: 'The cards that show what the product can do.' },
  {
    path: 'testimonial',
    title: 'Testimonials',
    description: 'Quotes from happy users with their photo and location.',
  },
  { path: 'metrics', title: 'Metrics', description: 'The big numbers that show how the community grows.' },
  { path: 'pricing', title: 'Pricing', description: 'Title and text above the plan cards.' },
  { path: 'faqs', title: 'FAQs', description: 'Questions and answers for visitors.' },
  { path: 'call-to-action', title: 'Call to action', description: 'The closing invitation to sign up.' },
  { path: 'contact', title: 'Contact', description: 'Email, phone and address visitors can reach you at.' },
  { path: 'footer', title: 'Footer', description: 'Footer text and social links.' },
  {
    path: 'terms',
    title: 'Terms of Service',
    description: 'The terms page, written in the rich-text editor.',
  },
  {
    path: 'privacy',
    title: 'Privacy Policy',
    description: 'The privacy page, written in the rich-text editor.',
  },
];
