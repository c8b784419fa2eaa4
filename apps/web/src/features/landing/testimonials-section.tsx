import type { Website } from '@colorbook/contract';
import { Quote } from 'lucide-react';
import { evenItemClass, evenListClass } from './even-grid';
import { Section } from './section';
import { SectionHeading } from './section-heading';

const avatarTones = [
  'bg-brand-200 text-brand-800',
  'bg-coral-100 text-coral-700',
  'bg-sunny-200 text-ink-800',
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function TestimonialsSection({ content }: { content: Website['landing']['testimonials'] }) {
  return (
    <Section id="testimonials" className="bg-surface">
      <SectionHeading title={content.title} description={content.description} />
      <ul className={`mt-14 ${evenListClass}`}>
        {content.items.map((item, index) => (
          <li key={`${item.name}-${item.feedback}`} className={evenItemClass(content.items.length)}>
            <figure className="flex h-full flex-col rounded-card bg-paper p-7 ring-1 ring-ink-200/60">
              <Quote className="size-8 text-coral-400" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink-700">
                {item.feedback}
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                {item.photo ? (
                  <img src={item.photo} alt="" className="size-12 rounded-full object-cover" />
                ) : (
                  <span
                    className={`grid size-12 place-items-center rounded-full font-extrabold ${avatarTones[index % avatarTones.length]}`}
                    aria-hidden="true"
                  >
                    {initials(item.name)}
                  </span>
                )}
                <span>
                  <span className="block font-extrabold text-ink-900">{item.name}</span>
                  {item.location && <span className="block text-sm text-ink-600">{item.location}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
