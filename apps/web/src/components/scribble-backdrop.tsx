/** Soft colour blobs and crayon squiggles behind standalone screens (decorative only). */
export function ScribbleBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-24 -left-24 size-80 rounded-full bg-brand-100 blur-3xl" />
      <div className="absolute top-1/3 -right-28 size-96 rounded-full bg-sunny-100 blur-3xl" />
      <div className="absolute -bottom-32 left-1/4 size-96 rounded-full bg-coral-100/70 blur-3xl" />
      <svg
        aria-hidden="true"
        className="absolute right-[8%] bottom-[12%] w-40 text-coral-300"
        viewBox="0 0 160 40"
        fill="none"
      >
        <path
          d="M4 30c18-22 30 8 48-8s26-14 40 0 28 10 64-14"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <svg
        aria-hidden="true"
        className="absolute top-[18%] left-[10%] w-16 text-sunny-400"
        viewBox="0 0 40 40"
        fill="currentColor"
      >
        <path d="M20 2l4.5 12.5L37 19l-12.5 4.5L20 36l-4.5-12.5L3 19l12.5-4.5z" />
      </svg>
    </div>
  );
}
