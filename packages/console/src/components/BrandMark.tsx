interface BrandMarkProps {
  size?: number;
  /** White tile with blue strokes, for dark or blue backgrounds. */
  inverted?: boolean;
}

/** Routier's mark: a depot and two stops joined by a route. */
export function BrandMark({ size = 24, inverted = false }: BrandMarkProps) {
  const tile = inverted ? '#ffffff' : '#2d72d2';
  const ink = inverted ? '#2d72d2' : '#ffffff';
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="24" height="24" rx="6" fill={tile} />
      <path
        d="M6 17.5 C 9 17.5, 9 11, 12 11 S 15 6.5, 18 6.5"
        fill="none"
        stroke={ink}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="3.5" y="15" width="5" height="5" rx="1" fill={ink} />
      <circle cx="12" cy="11" r="2" fill={ink} />
      <circle cx="18" cy="6.5" r="2.5" fill={ink} />
    </svg>
  );
}
