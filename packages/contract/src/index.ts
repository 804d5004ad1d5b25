/**
 * @routier/contract: what the server and its clients agree on — the API's types, generated from openapi.yaml
 * (`paths`, `operations`, `components` and one alias per schema), and the CSV file formats the console, the CLI
 * and the server read and write. No client, no server: both import this package (ADR 0013).
 * The contract file itself: `openapiPath()` from `@routier/contract/openapi` (Node only).
 */
export type { paths, operations, components } from './schema.js';
export type * from './types.js';
export * from './csv/index.js';
export * from './formats/index.js';
