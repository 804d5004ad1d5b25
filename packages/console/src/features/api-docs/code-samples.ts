/**
 * Code examples for the API Documentation page, generated from operations of the contract (method,
 * path, request example), so they change when openapi.yaml changes.
 */
import type { ApiDocsModel, ApiOperation } from './api-docs-model.js';

export type SampleLanguage = 'javascript' | 'python' | 'curl';

export interface SampleOperation {
  method: string;
  path: string;
  summary: string;
  /** The request example from the contract, parsed; undefined when there is no body. */
  body: unknown;
  /** Example values for `{name}` path parameters. */
  pathParams: Record<string, number | string>;
}

/** Operations shown as examples, in order, when the contract has them. */
const PREFERRED = ['get /api/auth/user', 'get /api/vehicles', 'post /api/routes/optimize', 'get /api/routes'];

function sampleOf(op: ApiOperation): SampleOperation {
  let body: unknown;
  if (op.requestBody?.example) {
    try {
      body = JSON.parse(op.requestBody.example);
    } catch {
      body = undefined;
    }
  }
  const pathParams: Record<string, number> = {};
  for (const param of op.parameters) if (param.in === 'path') pathParams[param.name] = 1;
  return { method: op.method.toUpperCase(), path: op.path, summary: op.summary, body, pathParams };
}

export function pickSampleOperations(docs: ApiDocsModel, max = 3): SampleOperation[] {
  const all = docs.tags.flatMap((tag) => tag.operations);
  const byKey = new Map(all.map((op) => [`${op.method} ${op.path}`, op]));
  const chosen = PREFERRED.map((key) => byKey.get(key)).filter((op): op is ApiOperation => op !== undefined);
  for (const op of all) {
    if (chosen.length >= max) break;
    if (!chosen.includes(op) && op.auth.length > 0) chosen.push(op);
  }
  return chosen.slice(0, max).map(sampleOf);
}

function concretePath(sample: SampleOperation): string {
  return sample.path.replace(/\{(\w+)\}/g, (_, name: string) => String(sample.pathParams[name] ?? name));
}

/** A JavaScript object literal: JSON with identifier keys unquoted, indented to sit inside a call. */
function jsLiteral(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2)
    .replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:')
    .replace(/\n/g, `\n${indent}`);
}

/** A Python literal for a JSON value (True/False/None, dicts and lists). */
export function toPython(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${toPython(v, inner)}`).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${toPython(v, inner)}`).join(',\n')},\n${indent}}`;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function javascriptSample(sample: SampleOperation, baseUrl: string): string {
  const init: string[] = [];
  if (Object.keys(sample.pathParams).length > 0) {
    init.push(`params: { path: ${JSON.stringify(sample.pathParams).replace(/"(\w+)":/g, '$1: ')} }`);
  }
  if (sample.body !== undefined) init.push(`body: ${jsLiteral(sample.body, '  ')}`);
  const args = init.length > 0 ? `, {\n  ${init.join(',\n  ')},\n}` : '';
  return [
    `import { createClient, unwrap } from '@routier/sdk';`,
    ``,
    `const client = createClient({`,
    `  baseUrl: '${baseUrl}',`,
    `  token: process.env.ROUTIER_TOKEN, // an API token; omit it in a browser signed in to Routier`,
    `});`,
    ``,
    `// ${sample.summary}`,
    `const result = await unwrap(client.${sample.method}('${sample.path}'${args}));`,
    `console.log(result);`,
  ].join('\n');
}

export function pythonSample(sample: SampleOperation, baseUrl: string): string {
  const call = [`f"{BASE_URL}${concretePath(sample)}"`];
  if (sample.body !== undefined) call.push(`json=${toPython(sample.body, '    ')}`);
  call.push('headers=HEADERS', 'timeout=30');
  return [
    'import os',
    '',
    'import requests',
    '',
    `BASE_URL = "${baseUrl}"`,
    'HEADERS = {"Authorization": f"Bearer {os.environ[\'ROUTIER_TOKEN\']}"}',
    '',
    `# ${sample.summary}`,
    `response = requests.${sample.method.toLowerCase()}(`,
    `    ${call.join(',\n    ')},`,
    ')',
    'response.raise_for_status()',
    'print(response.json() if response.content else response.status_code)',
  ].join('\n');
}

export function curlSample(sample: SampleOperation, baseUrl: string): string {
  const lines = [
    `curl -X ${sample.method} "${baseUrl}${concretePath(sample)}"`,
    `  -H "Authorization: Bearer $ROUTIER_TOKEN"`,
  ];
  if (sample.body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`, `  -d ${shellQuote(JSON.stringify(sample.body))}`);
  }
  return `# ${sample.summary}\n${lines.join(' \\\n')}`;
}

export function codeSample(language: SampleLanguage, sample: SampleOperation, baseUrl: string): string {
  if (language === 'javascript') return javascriptSample(sample, baseUrl);
  if (language === 'python') return pythonSample(sample, baseUrl);
  return curlSample(sample, baseUrl);
}
