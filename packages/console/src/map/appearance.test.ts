import { describe, expect, it } from 'vitest';
import { depotAppearance, emphasisOf, lineAppearance, stopAppearance, withAlpha } from './appearance.js';
import { DEPOT_COLOR, PRIORITY_COLORS, ROUTE_PALETTE, priorityColor, routeColor } from './palette.js';

describe('map palette', () => {
  it('has eight route colours and cycles through them', () => {
    expect(ROUTE_PALETTE).toHaveLength(8);
    expect(new Set(ROUTE_PALETTE).size).toBe(8);
    expect(routeColor(0)).toBe(ROUTE_PALETTE[0]);
    expect(routeColor(7)).toBe(ROUTE_PALETTE[7]);
    expect(routeColor(8)).toBe(ROUTE_PALETTE[0]);
    expect(routeColor(17)).toBe(ROUTE_PALETTE[1]);
  });

  it('colours priorities urgent red, high orange, medium blue, low green', () => {
    expect(PRIORITY_COLORS).toEqual({
      urgent: '#CD4246',
      high: '#EC9A3C',
      medium: '#4C90F0',
      low: '#32A467',
    });
    expect(priorityColor(null)).toBe(PRIORITY_COLORS.medium);
    expect(priorityColor('unknown')).toBe(PRIORITY_COLORS.medium);
  });
});

describe('marker and line appearance', () => {
  it('numbers a stop marker with its visiting order in its priority colour', () => {
    const marker = stopAppearance('urgent', 7, 'normal');
    expect(marker).toMatchObject({ shape: 'circle', fill: '#CD4246', label: '7', stroke: '#FFFFFF' });
  });

  it('draws the depot as a distinct dark square above the stops', () => {
    const depot = depotAppearance('normal');
    expect(depot.shape).toBe('square');
    expect(depot.fill).toBe(DEPOT_COLOR);
    expect(depot.zIndex).toBeGreaterThan(stopAppearance('low', 1, 'normal').zIndex);
  });

  it('highlights the selected route and fades the others', () => {
    expect(emphasisOf('a', null)).toBe('normal');
    expect(emphasisOf('a', 'a')).toBe('selected');
    expect(emphasisOf('b', 'a')).toBe('dimmed');
    const selected = lineAppearance(2, 'selected');
    const normal = lineAppearance(2, 'normal');
    const dimmed = lineAppearance(2, 'dimmed');
    expect(selected.width).toBeGreaterThan(normal.width);
    expect(selected.casing).toBe(true);
    expect(selected.zIndex).toBeGreaterThan(normal.zIndex);
    expect(normal.color).toBe(ROUTE_PALETTE[2]);
    expect(dimmed.color).toBe(withAlpha(ROUTE_PALETTE[2], 0.3));
    expect(stopAppearance('high', 1, 'selected').radius).toBeGreaterThan(
      stopAppearance('high', 1, 'normal').radius,
    );
    expect(stopAppearance('high', 1, 'dimmed').fill).toBe(withAlpha('#EC9A3C', 0.3));
  });

  it('writes colours with alpha as rgba', () => {
    expect(withAlpha('#2D72D2', 0.5)).toBe('rgba(45, 114, 210, 0.5)');
  });
});
