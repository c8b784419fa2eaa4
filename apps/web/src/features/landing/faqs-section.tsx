import type { Website } from '@colorbook/contract';
import { ChevronDown } from 'lucide-react';
import { Section } from './section';
import { SectionHeading } from './section-heading';

export function FaqsSection({ content }: { content: Website['landing']['faqs'] }) {
  return (
    <Section id="faqs" className="bg-surface">
      <SectionHeading title={content.title} description={content.description} />
      <div className="mx-auto mt-12 flex max-w-3xl flex-col gap-3">
        {content.items.map((item) => (
          <details
            key={item.question}
            className="group rounded-2xl bg-paper ring-1 ring-ink-200/70 transition open:bg-brand-50 open:ring-brand-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 font-display text-lg font-extrabold text-ink-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-6 pb-6 -mt-1 leading-relaxed text-ink-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
