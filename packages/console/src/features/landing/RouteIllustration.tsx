/**
 * A drawing of an optimised route (depot, six numbered stops, the path between them) for the hero.
 * Decorative only: it shows the idea, not anyone's data.
 */
const STOPS: [number, number][] = [
  [150, 92],
  [236, 70],
  [322, 118],
  [300, 206],
  [204, 236],
  [118, 196],
];
const DEPOT: [number, number] = [70, 120];

export function RouteIllustration() {
  const path = [DEPOT, ...STOPS, DEPOT].map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${x} ${y}`).join(' ');
  return (
    <svg
      className="route-illustration"
      viewBox="0 0 400 300"
      role="img"
      aria-label="An optimised delivery route"
    >
      <defs>
        <pattern id="grid" width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M 24 0 L 0 0 0 24" fill="none" stroke="#e5e8eb" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="400" height="300" rx="12" fill="#f6f7f9" />
      <rect width="400" height="300" rx="12" fill="url(#grid)" />
      <path d="M 0 160 C 90 150, 160 260, 400 230" fill="none" stroke="#d3d8de" strokeWidth="10" />
      <path d="M 260 0 C 250 90, 360 160, 340 300" fill="none" stroke="#d3d8de" strokeWidth="8" />
      <path
        d={path}
        fill="none"
        stroke="#2d72d2"
        strokeWidth="4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <rect x={DEPOT[0] - 11} y={DEPOT[1] - 11} width="22" height="22" rx="4" fill="#1c2127" />
      <text x={DEPOT[0]} y={DEPOT[1] + 4} textAnchor="middle" fontSize="11" fontWeight="700" fill="#ffffff">
        D
      </text>
      {STOPS.map(([x, y], index) => (
        <g key={index}>
          <circle cx={x} cy={y} r="13" fill="#ffffff" stroke="#2d72d2" strokeWidth="3" />
          <text x={x} y={y + 4} textAnchor="middle" fontSize="12" fontWeight="700" fill="#1c2127">
            {index + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}
