/**
 * What the API Documentation page renders, produced from openapi.yaml at build time by
 * build/openapi-docs-plugin.ts (virtual module `virtual:routier-api-docs`), so the page cannot drift
 * from the contract.
 */
export interface ApiDocsModel {
  title: string;
  version: string;
  /** The contract's introduction (Markdown-like text with `##` headings and `-` lists). */
  description: string;
  securitySchemes: ApiSecurityScheme[];
  tags: ApiTag[];
  operationCount: number;
  /** The one error shape every non-2xx JSON answer uses, rendered once. */
  errorSchema: string | null;
}

export interface ApiSecurityScheme {
  name: string;
  /** e.g. 'Cookie routier.sid', 'HTTP bearer'. */
  summary: string;
  description: string;
}

export interface ApiTag {
  name: string;
  description: string;
  operations: ApiOperation[];
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  /** Names of the accepted security schemes; empty when the operation is public. */
  auth: string[];
  parameters: ApiParameter[];
  requestBody: ApiBody | null;
  responses: ApiResponse[];
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  type: string;
  description: string;
}

export interface ApiBody {
  contentType: string;
  required: boolean;
  /** TypeScript-like rendering of the schema, e.g. "{\n  email: string  // email\n}". */
  schema: string;
  example: string | null;
}

export interface ApiResponse {
  status: string;
  description: string;
  contentType: string | null;
  schema: string | null;
}
