/** Routier's mark: a depot and two stops joined by a route, on the primary blue. */
export function BrandMark({ size = 24 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="24" height="24" rx="6" fill="#2d72d2" />
      <path
        d="M6 17.5 C 9 17.5, 9 11, 12 11 S 15 6.5, 18 6.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="3.5" y="15" width="5" height="5" rx="1" fill="#ffffff" />
      <circle cx="12" cy="11" r="2" fill="#ffffff" />
      <circle cx="18" cy="6.5" r="2.5" fill="#ffffff" />
    </svg>
  );
}
