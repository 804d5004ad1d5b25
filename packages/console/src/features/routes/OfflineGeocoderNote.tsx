import { Classes } from '@blueprintjs/core';
import { useMapConfig } from '../../map/use-map-config.js';

/**
 * Says plainly what the server's geocoder can place when it is the offline one (cities and coordinates, not
 * street addresses) and how an operator switches on an online one. Shown beside address fields and the CSV
 * upload; nothing when an online geocoder is configured.
 */
export function OfflineGeocoderNote() {
  const config = useMapConfig();
  if (config.data?.geocoder !== 'offline') return null;
  return (
    <p
      className={`offline-geocoder-note ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}
      data-testid="offline-geocoder-note"
    >
      This server places cities and “lat, lng” coordinates only (offline geocoder): a street address is placed
      at its city's centre. Your administrator can switch on street-level geocoding with{' '}
      <code>GEOCODER=nominatim</code> or <code>GEOCODER=google</code>.
    </p>
  );
}
