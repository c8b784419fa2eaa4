import type { Website } from '@colorbook/contract';
import { SectionHeading } from './section-heading';

export function MetricsSection({ content }: { content: Website['landing']['metrics'] }) {
  return (
    <section id="metrics" className="scroll-mt-20 px-3 py-10 sm:px-6 sm:py-14">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-blob bg-brand-700 px-5 py-16 sm:px-10 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-20 -z-10 size-80 rounded-full bg-brand-500 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-28 -left-16 -z-10 size-80 rounded-full bg-coral-500/40 blur-3xl"
        />
        <SectionHeading title={content.title} description={content.description} tone="light" />
        <dl className="mx-auto mt-12 flex max-w-5xl flex-wrap justify-center gap-y-10">
          {content.items.map((item) => (
            <div
              key={item.label}
              className="flex w-1/2 flex-col-reverse justify-end px-2 text-center lg:w-1/4"
            >
              <dt className="mt-2 font-semibold text-brand-100">{item.label}</dt>
              <dd className="font-display text-4xl font-black tracking-tight text-white sm:text-5xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
