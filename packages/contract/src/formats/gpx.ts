/**
 * Plans as GPX 1.1 for drivers' navigation apps: every stop a waypoint, each path a route (`rte`, the stops in
 * order, which apps navigate) and a track (`trk`, the driven line, when known).
 */
import { clock, type PlannableRoute } from './planned-route.js';
import { fleetPaths, routePath, type PlanPath, type PlannableFleet } from './paths.js';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
const coord = (x: number) => x.toFixed(6);

function point(
  tag: 'wpt' | 'rtept' | 'trkpt',
  lat: number,
  lng: number,
  name?: string,
  desc?: string,
): string {
  const inner =
    (name ? `<name>${escapeXml(name)}</name>` : '') + (desc ? `<desc>${escapeXml(desc)}</desc>` : '');
  return `<${tag} lat="${coord(lat)}" lon="${coord(lng)}">${inner}</${tag}>`;
}

function pathsToGpx(paths: readonly PlanPath[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Routier" xmlns="http://www.topografix.com/GPX/1/1">',
  ];
  for (const path of paths) {
    for (const s of path.stops) {
      const label = `${s.order ?? '-'}. ${s.name ?? s.address}`;
      const desc = [s.address, s.arrival === null ? null : `planned arrival ${clock(s.arrival)}`]
        .filter(Boolean)
        .join(', ');
      lines.push('  ' + point('wpt', s.lat, s.lng, `${path.name}: ${label}`, desc));
    }
    lines.push(`  <rte><name>${escapeXml(path.name)}</name>`);
    if (path.start)
      lines.push('    ' + point('rtept', path.start.lat, path.start.lng, 'Start', path.start.address));
    for (const s of path.stops.filter((x) => x.order !== null)) {
      lines.push('    ' + point('rtept', s.lat, s.lng, `${s.order}. ${s.name ?? s.address}`, s.address));
    }
    lines.push('  </rte>');
    if (path.line.length > 1) {
      lines.push(`  <trk><name>${escapeXml(path.name)}</name><trkseg>`);
      for (const [lng, lat] of path.line) lines.push('    ' + point('trkpt', lat, lng));
      lines.push('  </trkseg></trk>');
    }
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}

export const routesToGpx = (routes: readonly PlannableRoute[]): string => pathsToGpx(routes.map(routePath));

export const fleetPlanToGpx = (plan: PlannableFleet): string => pathsToGpx(fleetPaths(plan));
