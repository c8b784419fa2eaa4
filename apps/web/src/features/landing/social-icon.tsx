import { Link2 } from 'lucide-react';
import type { ReactNode } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

// Simple monochrome glyphs: the icon set has no brand logos.
const glyphs: Record<string, ReactNode> = {
  instagram: (
    <g {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" strokeWidth="3" />
    </g>
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z"
    />
  ),
  x: (
    <g>
      <path fill="currentColor" d="M3.5 4h4.8l12.2 16h-4.8z" />
      <path {...stroke} d="M19.5 4l-6.4 7.2M4.5 20l6.4-7.2" />
    </g>
  ),
  youtube: (
    <g>
      <rect {...stroke} x="2.5" y="5" width="19" height="14" rx="4" />
      <path fill="currentColor" d="M10 9v6l5-3z" />
    </g>
  ),
  tiktok: <path {...stroke} d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.3 4.3 5 4.6" />,
  linkedin: (
    <g {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </g>
  ),
};

function glyphKey(value: string): string | undefined {
  const key = value.toLowerCase();
  if (key.includes('twitter') || key === 'x' || key.includes('x.com')) return 'x';
  return Object.keys(glyphs).find((name) => key.includes(name));
}

/** Icon for a footer social link, from its `icon` (name or image URL) or its `id`. */
export function SocialIcon({ icon, id, className }: { icon: string; id: string; className?: string }) {
  if (/^(https?:\/\/|\/|data:image\/)/.test(icon)) return <img src={icon} alt="" className={className} />;
  const key = glyphKey(icon) ?? glyphKey(id);
  if (!key) return <Link2 className={className} aria-hidden="true" />;
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      {glyphs[key]}
    </svg>
  );
}
