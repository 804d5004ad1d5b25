/** Seeded test data: stops scattered around a city centre (mulberry32, so every run sees the same file). */

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const AUSTIN = { lat: 30.2672, lng: -97.7431 };

/** A stops CSV: id, name, lat, lng, demand (kg), serviceTime (min), priority; within ~`radiusKm` of the centre. */
export function stopsCsv(count: number, seed: number, radiusKm = 15, centre = AUSTIN): string {
  const rnd = mulberry32(seed);
  const lines = ['id,name,lat,lng,demand,serviceTime,priority'];
  const priorities = ['low', 'medium', 'medium', 'high', 'urgent'];
  for (let i = 1; i <= count; i++) {
    const r = radiusKm * Math.sqrt(rnd());
    const a = 2 * Math.PI * rnd();
    const lat = centre.lat + (r / 111.32) * Math.sin(a);
    const lng = centre.lng + (r / (111.32 * Math.cos((centre.lat * Math.PI) / 180))) * Math.cos(a);
    const demand = 5 + Math.floor(rnd() * 40);
    const priority = priorities[Math.floor(rnd() * priorities.length)];
    lines.push(`S${i},Customer ${i},${lat.toFixed(5)},${lng.toFixed(5)},${demand},3,${priority}`);
  }
  return lines.join('\n') + '\n';
}
