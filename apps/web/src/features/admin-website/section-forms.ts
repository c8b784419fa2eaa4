import { type PlatformName, platformNames } from '@colorbook/contract';
import type { SectionKey } from './website-sections';

/*
 * What each editor shows: one form per section, every field of its part of the `website` setting.
 * Labels and hints are message ids (issue 23), formatted where they are drawn.
 */

/** `label` is shown as is (icon and network names); `labelId`, when set, is a message id instead. */
export type Option = { value: string; label: string; labelId?: string };
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
  /** Names the item's messages: admin.website.list.<itemName>.name / .add / .empty. */
  itemName: string;
  fields: FieldSpec[];
  blank: Record<string, string>;
};
export type GroupSpec = { kind: 'group'; key: string; label: string; hint?: string; fields: FieldSpec[] };
export type FormPart = FieldSpec | ListSpec | GroupSpec;

const title: FieldSpec = { key: 'title', label: 'admin.website.field.title', kind: 'text' };
const description: FieldSpec = {
  key: 'description',
  label: 'admin.website.field.description',
  kind: 'textarea',
};

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
].map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
  labelId: `admin.website.icon.${value}`,
}));

const socialIcons: Option[] = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'x', label: 'X (Twitter)' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'link', label: 'Other (link icon)', labelId: 'admin.website.field.otherLinkIcon' },
];

const platformLabels: Record<PlatformName, string> = {
  web: 'admin.website.platform.web',
  android: 'admin.website.platform.android',
  ios: 'admin.website.platform.ios',
  windows: 'admin.website.platform.windows',
  mac: 'admin.website.platform.mac',
  debian: 'admin.website.platform.debian',
};

export const sectionForms: Record<Exclude<SectionKey, 'terms' | 'privacy'>, FormPart[]> = {
  home: [
    title,
    description,
    { key: 'button', label: 'admin.website.field.button', kind: 'text' },
    {
      key: 'image',
      label: 'admin.website.field.heroImage',
      kind: 'image',
      hint: 'admin.website.field.heroImage.hint',
    },
    {
      kind: 'group',
      key: 'platforms',
      label: 'admin.website.field.platforms',
      hint: 'admin.website.field.platforms.hint',
      fields: platformNames.map((name) => ({ key: name, label: platformLabels[name], kind: 'url' as const })),
    },
  ],
  howItWorks: [
    title,
    description,
    {
      kind: 'list',
      key: 'steps',
      label: 'admin.website.field.steps',
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
      label: 'admin.website.field.features',
      itemName: 'feature',
      fields: [
        { key: 'icon', label: 'admin.website.field.icon', kind: 'select', options: featureIcons },
        title,
        description,
      ],
      blank: { icon: 'sparkles', title: '', description: '' },
    },
  ],
  testimonials: [
    title,
    description,
    {
      kind: 'list',
      key: 'items',
      label: 'admin.website.field.testimonials',
      itemName: 'testimonial',
      fields: [
        { key: 'photo', label: 'admin.website.field.photo', kind: 'image' },
        { key: 'feedback', label: 'admin.website.field.feedback', kind: 'textarea' },
        { key: 'name', label: 'admin.website.field.name', kind: 'text' },
        { key: 'location', label: 'admin.website.field.location', kind: 'text' },
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
      label: 'admin.website.field.metrics',
      itemName: 'metric',
      fields: [
        {
          key: 'value',
          label: 'admin.website.field.value',
          kind: 'text',
          hint: 'admin.website.field.value.hint',
        },
        { key: 'label', label: 'admin.website.field.label', kind: 'text' },
      ],
      blank: { value: '', label: '' },
    },
  ],
  pricing: [
    title,
    {
      ...description,
      hint: 'admin.website.field.pricing.hint',
    },
  ],
  faqs: [
    title,
    description,
    {
      kind: 'list',
      key: 'items',
      label: 'admin.website.field.questions',
      itemName: 'question',
      fields: [
        { key: 'question', label: 'admin.website.field.question', kind: 'text' },
        { key: 'answer', label: 'admin.website.field.answer', kind: 'textarea' },
      ],
      blank: { question: '', answer: '' },
    },
  ],
  callToAction: [title, description, { key: 'button', label: 'admin.website.field.button', kind: 'text' }],
  contact: [
    title,
    description,
    { key: 'email', label: 'admin.website.field.email', kind: 'email' },
    { key: 'phone', label: 'admin.website.field.phone', kind: 'tel' },
    { key: 'address', label: 'admin.website.field.address', kind: 'textarea' },
  ],
  footer: [
    description,
    {
      kind: 'list',
      key: 'socials',
      label: 'admin.website.field.socials',
      itemName: 'socialLink',
      fields: [
        {
          key: 'id',
          label: 'admin.website.field.name',
          kind: 'text',
          hint: 'admin.website.field.socialName.hint',
        },
        { key: 'url', label: 'admin.website.field.link', kind: 'url' },
        { key: 'icon', label: 'admin.website.field.icon', kind: 'select', options: socialIcons },
      ],
      blank: { id: '', url: '', icon: 'instagram' },
    },
  ],
};
