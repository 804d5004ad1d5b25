/**
 * OpenLayers styles for the route map: pure functions from a feature's appearance to a `Style`, cached by
 * appearance so thousands of stops share a few hundred style objects (the 2,000-stop map depends on it).
 */
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import RegularShape from 'ol/style/RegularShape';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { LineAppearance, MarkerAppearance } from './appearance.js';

const FONT = '600 11px -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const markerCache = new Map<string, Style>();
const imageCache = new Map<string, CircleStyle | RegularShape>();
const textFillCache = new Map<string, Fill>();
const lineCache = new Map<string, Style[]>();

/**
 * The marker's shape. Each OpenLayers shape draws itself onto its own canvas when created, so shapes are
 * shared by every marker that looks the same (a handful), and only the number differs between styles.
 */
function markerImage(a: MarkerAppearance): CircleStyle | RegularShape {
  const key = `${a.shape}|${a.fill}|${a.stroke}|${a.strokeWidth}|${a.radius}`;
  let image = imageCache.get(key);
  if (!image) {
    const fill = new Fill({ color: a.fill });
    const stroke = new Stroke({ color: a.stroke, width: a.strokeWidth });
    image =
      a.shape === 'square'
        ? new RegularShape({ points: 4, radius: a.radius, angle: Math.PI / 4, fill, stroke })
        : new CircleStyle({ radius: a.radius, fill, stroke });
    imageCache.set(key, image);
  }
  return image;
}

function textFill(color: string): Fill {
  let fill = textFillCache.get(color);
  if (!fill) {
    fill = new Fill({ color });
    textFillCache.set(color, fill);
  }
  return fill;
}

/** The style of a stop or depot marker: its shared shape and its number. */
export function markerStyle(a: MarkerAppearance): Style {
  const key = `${a.shape}|${a.fill}|${a.stroke}|${a.strokeWidth}|${a.radius}|${a.label}|${a.labelColor}|${a.zIndex}`;
  const cached = markerCache.get(key);
  if (cached) return cached;
  const style = new Style({
    image: markerImage(a),
    text: new Text({ text: a.label, font: FONT, fill: textFill(a.labelColor), overflow: true }),
    zIndex: a.zIndex,
  });
  markerCache.set(key, style);
  return style;
}

/** The style(s) of a route line: a white casing under the selected route, then the coloured line. */
export function lineStyles(a: LineAppearance): Style[] {
  const key = `${a.color}|${a.width}|${a.casing}|${a.zIndex}`;
  const cached = lineCache.get(key);
  if (cached) return cached;
  const styles: Style[] = [];
  if (a.casing) {
    styles.push(
      new Style({
        stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.95)', width: a.width + 4, lineCap: 'round' }),
        zIndex: a.zIndex,
      }),
    );
  }
  styles.push(
    new Style({
      stroke: new Stroke({ color: a.color, width: a.width, lineCap: 'round', lineJoin: 'round' }),
      zIndex: a.zIndex,
    }),
  );
  lineCache.set(key, styles);
  return styles;
}
