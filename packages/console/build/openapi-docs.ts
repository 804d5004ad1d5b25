/**
 * Turns a parsed OpenAPI 3.1 document into the API Documentation page's model. Pure: no file access, so
 * it is tested directly; the Vite plugin beside it reads the yaml.
 */
import type {
  ApiBody,
  ApiDocsModel,
  ApiOperation,
  ApiParameter,
  ApiResponse,
  ApiTag,
  HttpMethod,
} from '../src/features/api-docs/api-docs-model.js';

type Json = Record<string, unknown>;

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
/** Nested object schemas are expanded this deep; below it only their names are shown. */
const MAX_DEPTH = 4;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Follows a local `#/components/...` reference (and references to references). */
function resolve(root: Json, value: unknown, seen = new Set<string>()): Json {
  if (!isObject(value)) return {};
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  if (!ref.startsWith('#/') || seen.has(ref)) return {};
  seen.add(ref);
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return resolve(root, target, seen);
}

function refName(value: unknown): string | null {
  if (!isObject(value) || typeof value.$ref !== 'string') return null;
  return value.$ref.split('/').pop() ?? null;
}

function constraints(schema: Json): string[] {
  const notes: string[] = [];
  if (typeof schema.format === 'string') notes.push(schema.format);
  const range = (min: unknown, max: unknown, unit: string) => {
    if (typeof min === 'number' && typeof max === 'number') notes.push(`${min}-${max}${unit}`);
    else if (typeof min === 'number') notes.push(`>= ${min}${unit}`);
    else if (typeof max === 'number') notes.push(`<= ${max}${unit}`);
  };
  // The largest safe integer bounds every id; it says nothing to a reader.
  const maximum = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum;
  range(schema.minimum, maximum, '');
  range(schema.minLength, schema.maxLength, ' chars');
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
}

/** One-line type of a schema that is not expanded (primitives, enums, refs below the depth limit). */
function inlineType(root: Json, raw: unknown, depth: number, seen: Set<string>): string {
  const name = refName(raw);
  const schema = resolve(root, raw);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return options.map((o) => render(root, o, depth, seen)).join(' | ');
  }
  if (Array.isArray(schema.allOf)) return schema.allOf.map((o) => render(root, o, depth, seen)).join(' & ');
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  const rendered = types.map((type) => {
    if (type === 'array') return `${render(root, schema.items, depth, seen)}[]`;
    if (type === 'integer') return 'integer';
    if (type === 'object' || (type === undefined && isObject(schema.properties))) {
      return name ?? 'object';
    }
    return typeof type === 'string' ? type : (name ?? 'unknown');
  });
  return rendered.join(' | ');
}

function render(root: Json, raw: unknown, depth: number, seen: Set<string>): string {
  const name = refName(raw);
  const schema = resolve(root, raw);
  const isObjectSchema =
    isObject(schema.properties) &&
    (schema.type === 'object' || schema.type === undefined || Array.isArray(schema.type));
  if (!isObjectSchema || depth >= MAX_DEPTH || (name !== null && seen.has(name))) {
    return inlineType(root, raw, depth, seen);
  }
  const inner = new Set(seen);
  if (name !== null) inner.add(name);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const pad = '  '.repeat(depth + 1);
  const lines = Object.entries(schema.properties as Json).map(([key, prop]) => {
    const resolved = resolve(root, prop);
    const notes = constraints(resolved);
    const comment = notes.length > 0 ? `  // ${notes.join(', ')}` : '';
    const optional = required.has(key) ? '' : '?';
    return `${pad}${key}${optional}: ${render(root, prop, depth + 1, inner)}${comment}`;
  });
  const nullable = Array.isArray(schema.type) && schema.type.includes('null') ? ' | null' : '';
  return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}${nullable}`;
}

/** TypeScript-like text for a schema: objects expanded, with constraints as comments. */
export function renderSchema(root: Json, schema: unknown): string {
  const name = refName(schema);
  const body = render(root, schema, 0, new Set());
  return name !== null && body.startsWith('{') ? `${name} ${body}` : body;
}

function firstContent(root: Json, content: unknown): { type: string; media: Json } | null {
  if (!isObject(content)) return null;
  const [type, media] = Object.entries(content)[0] ?? [];
  return type === undefined ? null : { type, media: resolve(root, media) };
}

function parameterOf(root: Json, raw: unknown): ApiParameter | null {
  const param = resolve(root, raw);
  const where = param.in;
  if (typeof param.name !== 'string') return null;
  if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie') return null;
  const schema = resolve(root, param.schema);
  const notes = constraints(schema);
  const type = inlineType(root, param.schema, 0, new Set());
  return {
    name: param.name,
    in: where,
    required: param.required === true,
    type: notes.length > 0 ? `${type} (${notes.join(', ')})` : type,
    description: text(param.description),
  };
}

function bodyOf(root: Json, raw: unknown): ApiBody | null {
  if (raw === undefined) return null;
  const body = resolve(root, raw);
  const content = firstContent(root, body.content);
  if (content === null) return null;
  const example = content.media.example;
  return {
    contentType: content.type,
    required: body.required === true,
    schema: renderSchema(root, content.media.schema),
    example:
      example === undefined ? null : typeof example === 'string' ? example : JSON.stringify(example, null, 2),
  };
}

function responsesOf(root: Json, raw: unknown): ApiResponse[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).map(([status, value]) => {
    const response = resolve(root, value);
    const content = firstContent(root, response.content);
    const schema = content?.media.schema;
    // Error answers all share one shape, shown once on the Overview; name it instead of repeating it.
    const isError = !status.startsWith('2') && !status.startsWith('3');
    const name = refName(schema);
    return {
      status,
      description: text(response.description),
      contentType: content?.type ?? null,
      schema: schema === undefined ? null : isError && name !== null ? name : renderSchema(root, schema),
    };
  });
}

function authOf(doc: Json, operation: Json): string[] {
  const security = Array.isArray(operation.security) ? operation.security : doc.security;
  if (!Array.isArray(security)) return [];
  return security.flatMap((requirement) => (isObject(requirement) ? Object.keys(requirement) : []));
}

export function buildApiDocs(doc: unknown): ApiDocsModel {
  if (!isObject(doc) || typeof doc.openapi !== 'string' || !isObject(doc.paths)) {
    throw new Error('openapi.yaml is not an OpenAPI document (missing openapi or paths)');
  }
  const info = isObject(doc.info) ? doc.info : {};
  const components = isObject(doc.components) ? doc.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const tags = new Map<string, ApiTag>();
  for (const tag of Array.isArray(doc.tags) ? doc.tags : []) {
    if (isObject(tag) && typeof tag.name === 'string') {
      tags.set(tag.name, { name: tag.name, description: text(tag.description), operations: [] });
    }
  }
  let operationCount = 0;
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = resolve(doc, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const op: ApiOperation = {
        operationId: text(operation.operationId) || `${method} ${path}`,
        method,
        path,
        summary: text(operation.summary),
        description: text(operation.description),
        auth: authOf(doc, operation),
        parameters: [...shared, ...own]
          .map((p) => parameterOf(doc, p))
          .filter((p): p is ApiParameter => p !== null),
        requestBody: bodyOf(doc, operation.requestBody),
        responses: responsesOf(doc, operation.responses),
      };
      const tagName =
        Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'Other';
      if (!tags.has(tagName)) tags.set(tagName, { name: tagName, description: '', operations: [] });
      tags.get(tagName)!.operations.push(op);
      operationCount += 1;
    }
  }
  return {
    title: text(info.title) || 'API',
    version: text(info.version),
    description: text(info.description),
    securitySchemes: Object.entries(schemes).map(([name, raw]) => {
      const scheme = resolve(doc, raw);
      const summary =
        scheme.type === 'apiKey'
          ? `${text(scheme.in)} ${text(scheme.name)}`.trim()
          : scheme.type === 'http'
            ? `HTTP ${text(scheme.scheme)}`
            : text(scheme.type);
      return { name, summary, description: text(scheme.description) };
    }),
    tags: [...tags.values()].filter((tag) => tag.operations.length > 0),
    operationCount,
    errorSchema:
      isObject(components.schemas) && components.schemas.Error !== undefined
        ? renderSchema(doc, { $ref: '#/components/schemas/Error' })
        : null,
  };
}
