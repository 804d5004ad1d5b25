import { renderToString } from 'ink';
import type { View } from './view.js';
import { ViewNode } from './views/ViewNode.js';

/** A view drawn with Ink for a terminal `columns` wide. */
export function inkText(view: View, color: boolean, columns: number): string {
  return renderToString(<ViewNode view={view} color={color} />, { columns }) + '\n';
}
