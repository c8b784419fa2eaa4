import { z } from 'zod';
import { websiteTranslationsSchema } from './website-translations';

/**
 * The `website` setting (spec §3): the landing's content, one block per section, each with
 * a visibility flag. Stored as JSON text; the server seeds real copy, admins edit it.
 */
const visibility = z.boolean();
const text = z.string().max(5000);
/** Links visitors follow (socials, app stores): web addresses only, never `javascript:`. */
const link = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
    'must be a link starting with https://',
  );
/** Pictures: an uploaded file (/api/files/…) or a web address. */
const image = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(value),
    'must be an uploaded image or a link starting with https://',
  );
/** Email shown on the contact section: empty, or an address. */
const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'must be an email address');

/**
 * A section whose flag is `visibility` (spec §3). Content written before the rename (and by
 * the original product's editors) says `visible`; it is read as `visibility` so it never
 * breaks, and saved back under the new name.
 */
function section<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(
    (value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const { visible, ...rest } = value as Record<string, unknown>;
      return 'visibility' in rest || visible === undefined ? rest : { ...rest, visibility: visible };
    },
    z.object({ visibility, ...shape }),
  );
}

export const platformNames = ['web', 'android', 'ios', 'windows', 'mac', 'debian'] as const;
export type PlatformName = (typeof platformNames)[number];

export const websiteSchema = z.object({
  landing: z.object({
    home: section({
      title: text,
      description: text,
      button: text,
      image,
      platforms: z.object(
        Object.fromEntries(platformNames.map((p) => [p, link])) as Record<PlatformName, typeof link>,
      ),
    }),
    howItWorks: section({
      title: text,
      description: text,
      steps: z.array(z.object({ title: text, description: text })),
    }),
    features: section({
      title: text,
      description: text,
      items: z.array(z.object({ icon: z.string(), title: text, description: text })),
    }),
    testimonials: section({
      title: text,
      description: text,
      items: z.array(z.object({ photo: image, feedback: text, name: text, location: text })),
    }),
    metrics: section({
      title: text,
      description: text,
      items: z.array(z.object({ value: text, label: text })),
    }),
    pricing: section({ title: text, description: text }),
    faqs: section({
      title: text,
      description: text,
      items: z.array(z.object({ question: text, answer: text })),
    }),
    callToAction: section({ title: text, description: text, button: text }),
    contact: section({
      title: text,
      description: text,
      email,
      phone: z.string().max(60),
      address: text,
    }),
    footer: section({
      description: text,
      socials: z.array(z.object({ id: z.string().max(60), url: link, icon: z.string().max(2048) })),
    }),
  }),
  /** Rich text (HTML) edited with TipTap; shown at /terms and /privacy only when visible. */
  terms: section({ content: z.string().max(100_000) }),
  privacy: section({ content: z.string().max(100_000) }),
  /** The sections' words in other languages (website-translations.ts); absent in older values. */
  translations: websiteTranslationsSchema.optional(),
});
export type Website = z.infer<typeof websiteSchema>;
