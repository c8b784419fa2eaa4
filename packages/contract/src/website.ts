import { z } from 'zod';

/**
 * The `website` setting (spec §3): the landing's content, one block per section, each with
 * a visibility flag. Stored as JSON text; the server seeds real copy, admins edit it.
 */
const visible = z.boolean();
const text = z.string().max(5000);

export const platformNames = ['web', 'android', 'ios', 'windows', 'mac', 'debian'] as const;
export type PlatformName = (typeof platformNames)[number];

export const websiteSchema = z.object({
  landing: z.object({
    home: z.object({
      visible,
      title: text,
      description: text,
      button: text,
      image: z.string(),
      platforms: z.object(
        Object.fromEntries(platformNames.map((p) => [p, z.string()])) as Record<PlatformName, z.ZodString>,
      ),
    }),
    howItWorks: z.object({
      visible,
      title: text,
      description: text,
      steps: z.array(z.object({ title: text, description: text })),
    }),
    features: z.object({
      visible,
      title: text,
      description: text,
      items: z.array(z.object({ icon: z.string(), title: text, description: text })),
    }),
    testimonials: z.object({
      visible,
      title: text,
      description: text,
      items: z.array(z.object({ photo: z.string(), feedback: text, name: text, location: text })),
    }),
    metrics: z.object({
      visible,
      title: text,
      description: text,
      items: z.array(z.object({ value: text, label: text })),
    }),
    pricing: z.object({ visible, title: text, description: text }),
    faqs: z.object({
      visible,
      title: text,
      description: text,
      items: z.array(z.object({ question: text, answer: text })),
    }),
    callToAction: z.object({ visible, title: text, description: text, button: text }),
    contact: z.object({
      visible,
      title: text,
      description: text,
      email: z.string(),
      phone: z.string(),
      address: text,
    }),
    footer: z.object({
      visible,
      description: text,
      socials: z.array(z.object({ id: z.string(), url: z.string(), icon: z.string() })),
    }),
  }),
  /** Rich text (HTML) edited with TipTap; shown at /terms and /privacy only when visible. */
  terms: z.object({ visible, content: z.string().max(100_000) }),
  privacy: z.object({ visible, content: z.string().max(100_000) }),
});
export type Website = z.infer<typeof websiteSchema>;
