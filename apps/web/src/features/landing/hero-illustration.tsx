const INK = 'var(--color-ink-900)';

function Crayon({ transform, color, band }: { transform: string; color: string; band: string }) {
  return (
    <g transform={transform}>
      <rect x="0" y="-13" width="124" height="26" rx="6" fill={color} />
      <rect x="16" y="-13" width="10" height="26" fill={band} />
      <rect x="96" y="-13" width="10" height="26" fill={band} />
      <rect x="0" y="-13" width="124" height="26" rx="6" fill="none" stroke={INK} strokeWidth="4" />
      <path d="M124 -11 L156 0 L124 11 Z" fill={color} stroke={INK} strokeWidth="4" strokeLinejoin="round" />
      <path d="M146 -3.5 L156 0 L146 3.5 Z" fill={INK} />
    </g>
  );
}

function Sparkle({ x, y, size, color }: { x: number; y: number; size: number; color: string }) {
  const s = size / 2;
  return (
    <path
      d={`M${x} ${y - s} Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y} Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s} Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y} Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z`}
      fill={color}
    />
  );
}

const petals = [0, 60, 120, 180, 240, 300].map((angle, index) => ({
  cx: 190 + 27 * Math.cos((angle * Math.PI) / 180),
  cy: 212 + 27 * Math.sin((angle * Math.PI) / 180),
  coloured: index !== 0 && index !== 5,
}));

const rays = [0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
  const rad = (angle * Math.PI) / 180;
  return {
    x1: 340 + 36 * Math.cos(rad),
    y1: 112 + 36 * Math.sin(rad),
    x2: 340 + 48 * Math.cos(rad),
    y2: 112 + 48 * Math.sin(rad),
  };
});

/** Decorative hero art: a colouring page being coloured in, with crayons. Pure SVG, no requests. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 500" className={className} aria-hidden="true">
      <defs>
        <clipPath id="hero-page-clip">
          <rect x="110" y="50" width="290" height="360" rx="24" />
        </clipPath>
      </defs>

      <path
        d="M262 26c118-4 226 62 234 196 8 138-86 250-236 254C112 480 24 396 22 252 20 118 140 30 262 26z"
        fill="var(--color-brand-100)"
      />
      <circle cx="470" cy="150" r="10" fill="var(--color-sunny-300)" />
      <circle cx="52" cy="190" r="7" fill="var(--color-coral-300)" />
      <circle cx="462" cy="392" r="6" fill="var(--color-brand-300)" />

      <g transform="rotate(-5 255 230)">
        <rect x="124" y="64" width="290" height="360" rx="24" fill="var(--color-brand-300)" />
        <rect x="110" y="50" width="290" height="360" rx="24" fill="#fff" />

        <g
          clipPath="url(#hero-page-clip)"
          stroke={INK}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M90 345 Q190 268 310 334 V430 H90 Z" fill="var(--color-mint-300)" />
          <path d="M222 362 Q330 290 430 346 V430 H222 Z" fill="#fff" />
          <path
            d="M246 398 q12-12 24 0 t24 0 t24 0 t24 0 M258 380 q12-12 24 0 t24 0 t24 0"
            fill="none"
            stroke="var(--color-sunny-300)"
            strokeWidth="10"
            opacity=".9"
          />
          <path d="M222 362 Q330 290 430 346" fill="none" />

          <circle cx="340" cy="112" r="26" fill="var(--color-sunny-300)" />
          {rays.map((ray) => (
            <line key={`${ray.x1}-${ray.y1}`} {...ray} />
          ))}

          <path d="M150 128h62a17 17 0 0 0 0-34 24 24 0 0 0-44-8 20 20 0 0 0-18 42z" fill="#fff" />

          <path d="M190 345 C186 310 194 280 190 240" fill="none" />
          <path
            d="M189 300 C168 282 154 292 150 304 C168 312 182 308 189 300Z"
            fill="var(--color-mint-400)"
          />
          {petals.map((petal) => (
            <circle
              key={`${petal.cx}-${petal.cy}`}
              cx={petal.cx}
              cy={petal.cy}
              r="17"
              fill={petal.coloured ? 'var(--color-coral-300)' : '#fff'}
            />
          ))}
          <circle cx="190" cy="212" r="15" fill="var(--color-sunny-400)" />

          <g transform="translate(316 214)">
            <ellipse
              cx="-20"
              cy="-12"
              rx="21"
              ry="16"
              transform="rotate(-25 -20 -12)"
              fill="var(--color-brand-300)"
            />
            <ellipse
              cx="-15"
              cy="15"
              rx="14"
              ry="11"
              transform="rotate(20 -15 15)"
              fill="var(--color-brand-300)"
            />
            <ellipse cx="20" cy="-12" rx="21" ry="16" transform="rotate(25 20 -12)" fill="#fff" />
            <ellipse cx="15" cy="15" rx="14" ry="11" transform="rotate(-20 15 15)" fill="#fff" />
            <path d="M0 -24 V28" strokeWidth="6" />
            <path d="M0 -22 q-5 -14 -14 -18 M0 -22 q5 -14 14 -18" fill="none" />
          </g>
        </g>

        <rect x="110" y="50" width="290" height="360" rx="24" fill="none" stroke={INK} strokeWidth="4" />
      </g>

      <Crayon
        transform="translate(286 446) rotate(-24)"
        color="var(--color-coral-400)"
        band="var(--color-coral-600)"
      />
      <Crayon
        transform="translate(300 474) rotate(-9)"
        color="var(--color-brand-500)"
        band="var(--color-brand-700)"
      />
      <Crayon
        transform="translate(40 300) rotate(-62)"
        color="var(--color-sunny-400)"
        band="var(--color-sunny-500)"
      />

      <Sparkle x={78} y={86} size={34} color="var(--color-sunny-400)" />
      <Sparkle x={458} y={60} size={26} color="var(--color-coral-400)" />
      <Sparkle x={486} y={262} size={20} color="var(--color-brand-400)" />
    </svg>
  );
}
