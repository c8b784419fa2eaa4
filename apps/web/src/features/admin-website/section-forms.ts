import { type PlatformName, platformNames } from '@colorbook/contract';
import type { SectionKey } from './website-sections';

/* What each editor shows: one form per section, every field of its part of the `website` setting. */

export type Option = { value: string; label: string };
export type FieldSpec = {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'email' | 'tel' | 'url' | 'image' | 'select';
  hint?: string;
  options?: Option[];
};
export type ListSpec = {
  kind: 'list';
  key: string;
  label: string;
  /** One item's name, for 'Add step', 'Remove step 2'… */
  itemName: string;
  fields: FieldSpec[];
  blank: Record<string, string>;
};
export type GroupSpec = { kind: 'group'; key: string; label: string; hint?: string; fields: FieldSpec[] };
export type FormPart = FieldSpec | ListSpec | GroupSpec;

const title: FieldSpec = { key: 'title', label: 'Title', kind: 'text' };
const description: FieldSpec = { key: 'description', label: 'Description', kind: 'textarea' };

// The names the landing draws (features: lucide icons; socials: network glyphs).
const featureIcons = [
  'sparkles',
  'wand',
  'palette',
  'brush',
  'printer',
  'download',
  'upload',
  'heart',
  'star',
  'image',
  'layers',
  'book',
  'globe',
  'shield',
  'smile',
  'zap',
].map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }));

const socialIcons: Option[] = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'x', label: 'X (Twitter)' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'link', label: 'Other (link icon)' },
];

export const platformLabels: Record<PlatformName, string> = {
  web: 'Web app',
  android: 'Android',
  ios: 'iPhone & iPad',
  windows: 'Windows',
  mac: 'Mac',
  debian: 'Debian',
};

export const sectionForms: Record<Exclude<SectionKey, 'terms' | 'privacy'>, FormPart[]> = {
  home: [
    title,
    description,
    { key: 'button', label: 'Button text', kind: 'text' },
    {
      key: 'image',
      label: 'Hero picture',
      kind: 'image',
      hint: 'Without one, the landing shows its built-in illustration.',
    },
    {
      kind: 'group',
      key: 'platforms',
      label: 'App download links',
      hint: "Full links (https://…). Leave empty the platforms you don't offer; the footer lists the others under 'Download our app'.",
      fields: platformNames.map((name) => ({ key: name, label: platformLabels[name], kind: 'url' as const })),
    },
  ],
  howItWorks: [
    title,
    description,
    {
      kind: 'list',
      key: 'steps',
      label: 'Steps',
      itemName: 'step',
      fields: [title, description],
      blank: { title: '', description: '' },
    },
  ],
  features: [
    title,
    description,
    {
      kind: 'list',
      key: 'items',
      label: 'Features',
      itemName: 'feature',
      fields: [{ key: 'icon', label: 'Icon', kind: 'select', options: featureIcons }, title, description],
      blank: { icon: 'sparkles', title: '', description: '' },
    },
  ],
  testimonials: [
    title,
    description,
    {
      kind: 'list',
      key: 'items',
      label: 'Testimonials',
      itemName: 'testimonial',
      fields: [
        { key: 'photo', label: 'Photo', kind: 'image' },
        { key: 'feedback', label: 'Feedback', kind: 'textarea' },
        { key: 'name', label: 'Name', kind: 'text' },
        { key: 'location', label: 'Location', kind: 'text' },
      ],
      blank: { photo: '', feedback: '', name: '', location: '' },
    },
  ],
  metrics: [
    title,
    description,
    {
      kind: 'list',
      key: 'items',
      label: 'Metrics',
      itemName: 'metric',
      fields: [
        { key: 'value', label: 'Value', kind: 'text', hint: 'For example 10k+ or 4.9' },
        { key: 'label', label: 'Label', kind: 'text' },
      ],
      blank: { value: '', label: '' },
    },
  ],
  pricing: [
    title,
    {
      ...description,
      hint: 'The plan cards below it come from Admin → Plans.',
    },
  ],
  faqs: [
    title,
    description,
    {
      kind: 'list',
      key: 'items',
      label: 'Questions',
      itemName: 'question',
      fields: [
        { key: 'question', label: 'Question', kind: 'text' },
        { key: 'answer', label: 'Answer', kind: 'textarea' },
      ],
      blank: { question: '', answer: '' },
    },
  ],
  callToAction: [title, description, { key: 'button', label: 'Button text', kind: 'text' }],
  contact: [
    title,
    description,
    { key: 'email', label: 'Email', kind: 'email' },
    { key: 'phone', label: 'Phone', kind: 'tel' },
    { key: 'address', label: 'Address', kind: 'textarea' },
  ],
  footer: [
    description,
    {
      kind: 'list',
      key: 'socials',
      label: 'Social links',
      itemName: 'social link',
      fields: [
        { key: 'id', label: 'Name', kind: 'text', hint: 'Read aloud by screen readers, e.g. Instagram' },
        { key: 'url', label: 'Link', kind: 'url' },
        { key: 'icon', label: 'Icon', kind: 'select', options: socialIcons },
      ],
      blank: { id: '', url: '', icon: 'instagram' },
    },
  ],
};
