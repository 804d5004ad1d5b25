import type { ErrorDetail } from '../http/errors.js';
import type { ErrorObject } from './ajv.js';

/**
 * Turns Ajv errors into the API's per-field details. A field's message comes from its `x-messages`
 * (keyword -> sentence, e.g. the spec's 'Please enter a valid email address'), else a plain sentence.
 */

export type Location = 'body' | 'query' | 'path' | 'header';

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

function messagesOf(schema: unknown): Record<string, string> | undefined {
  const m = (schema as Record<string, unknown> | undefined)?.['x-messages'];
  return m && typeof m === 'object' ? (m as Record<string, string>) : undefined;
}

function fieldOf(location: Location, error: ErrorObject): { path: string[]; schema: unknown } {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as Record<string, unknown> | undefined;
  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    const properties = parent?.properties as Record<string, unknown> | undefined;
    return { path: [...path, name], schema: properties?.[name] };
  }
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const name = String(params.additionalProperty ?? params.unevaluatedProperty);
    return { path: [...path, name], schema: undefined };
  }
  return { path, schema: parent };
}

function plainMessage(label: string, error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${label} is required`;
    case 'type':
      return `${label} must be ${article(String(p.type).replace(',', ' or '))}`;
    case 'format':
      return `${label} must be a valid ${String(p.format)}`;
    case 'minLength':
      return Number(p.limit) === 1
        ? `${label} is required`
        : `${label} must be at least ${p.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${p.limit} characters`;
    case 'minimum':
      return `${label} must be at least ${p.limit}`;
    case 'maximum':
      return `${label} must be at most ${p.limit}`;
    case 'exclusiveMinimum':
      return `${label} must be greater than ${p.limit}`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${p.limit}`;
    case 'minItems':
      return `${label} must have at least ${p.limit} item${Number(p.limit) === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${label} must have at most ${p.limit} items`;
    case 'uniqueItems':
      return `${label} must not contain duplicates`;
    case 'enum':
      return `${label} must be one of: ${((p.allowedValues as unknown[]) ?? []).join(', ')}`;
    case 'const':
      return `${label} must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern':
      return `${label} is not in the expected format`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `${label} is not allowed`;
    case 'multipleOf':
      return `${label} must be a multiple of ${p.multipleOf}`;
    default:
      return `${label} ${error.message ?? 'is not valid'}`;
  }
}

/** Field paths are dotted: body fields bare (`destinations.2.address`), others prefixed (`query.limit`). */
export function toDetails(location: Location, errors: ErrorObject[]): ErrorDetail[] {
  const details: Array<ErrorDetail & { code: string }> = [];
  const seen = new Set<string>();
  for (const error of errors) {
    // anyOf/oneOf report every failed branch and then themselves; the branch errors say more.
    if ((error.keyword === 'anyOf' || error.keyword === 'oneOf') && errors.length > 1) continue;
    const { path, schema } = fieldOf(location, error);
    const field = location === 'body' ? path.join('.') || 'body' : [location, ...path].join('.');
    const label = path.length ? path[path.length - 1] : location === 'body' ? 'The request body' : location;
    const message = messagesOf(schema)?.[error.keyword] ?? plainMessage(label, error);
    const key = `${field}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push({ field, message, code: error.keyword });
  }
  return details;
}
