/**
 * The broker logo: an inline SVG wordmark (emblem + broker name) per theme (doc 1 §1, §2.3).
 * No image download; the name comes from settings (BrokerName).
 */
import type { Emblem } from './themes';

interface LogoProps {
  name: string;
  emblem: Emblem;
  /** 'dark' = on the dark sidebar; 'light' = on a light background. */
  tone: 'dark' | 'light';
  height?: number;
}

function EmblemShape({ emblem }: { emblem: Emblem }) {
  switch (emblem) {
    case 'bars':
      return (
        <g>
          <path d="M6 30 L10 22 H22 L26 30 Z" fill="var(--brand-accent)" />
          <path d="M16 30 L20 22 H32 L36 30 Z" fill="var(--brand-accent)" opacity="0.82" />
          <path d="M11 21 L15 13 H27 L31 21 Z" fill="var(--brand-accent)" opacity="0.92" />
          <path
            d="M13.5 19 L16 15 H21"
            stroke="#fff"
            strokeOpacity="0.45"
            strokeWidth="1.2"
            fill="none"
          />
        </g>
      );
    case 'coin':
      return (
        <g>
          <circle cx="21" cy="21" r="15" fill="var(--brand-accent)" />
          <circle
            cx="21"
            cy="21"
            r="11.5"
            fill="none"
            stroke="currentColor"
            strokeOpacity="0.35"
            strokeWidth="1.4"
          />
          <path
            d="M21 13.5 L23.2 18.6 L28.6 19 L24.5 22.5 L25.8 27.8 L21 24.9 L16.2 27.8 L17.5 22.5 L13.4 19 L18.8 18.6 Z"
            fill="currentColor"
            fillOpacity="0.55"
          />
        </g>
      );
    case 'hex':
      return (
        <g>
          <path d="M21 5 L35 13 V29 L21 37 L7 29 V13 Z" fill="var(--brand-accent)" />
          <path
            d="M21 12 L28.5 16.5 V25.5 L21 30 L13.5 25.5 V16.5 Z"
            fill="currentColor"
            fillOpacity="0.3"
          />
        </g>
      );
    case 'shield':
      return (
        <g>
          <path
            d="M21 5 L34 10 V20 C34 28 28 33.5 21 37 C14 33.5 8 28 8 20 V10 Z"
            fill="var(--brand-accent)"
          />
          <path
            d="M21 11 V31 M13.5 19 H28.5"
            stroke="currentColor"
            strokeOpacity="0.45"
            strokeWidth="2"
          />
        </g>
      );
  }
}

/** Width of the wordmark text, estimated from the name's length (system fonts vary). */
const textWidth = (name: string) => Math.ceil(name.length * 10.6 + 4);

export function BrokerLogo({ name, emblem, tone, height = 40 }: LogoProps) {
  const w = 48 + textWidth(name);
  const fg = tone === 'dark' ? 'var(--brand-sidebar-fg)' : 'var(--brand-ink)';
  return (
    <svg
      viewBox={`0 0 ${w} 42`}
      height={height}
      width={(height / 42) * w}
      aria-hidden="true"
      focusable="false"
      style={{ color: fg, display: 'block', overflow: 'visible' }}
    >
      <EmblemShape emblem={emblem} />
      <text
        x="46"
        y="27.5"
        fill={fg}
        style={{
          fontFamily: 'var(--brand-heading-font)',
          fontSize: 19,
          fontWeight: 600,
          letterSpacing: 0.3,
        }}
      >
        {name}
      </text>
    </svg>
  );
}
