import type { ErrorDetail } from '../../kernel/errors.js';
import type { ErrorObject } from './ajv.js';

/**
 * Turns Ajv errors into the API's per-field details. A field's message comes from its `x-messages`
 * (keyword -> sentence, e.g. the spec's 'Please enter a valid email address'), else a plain sentence.
 * Of a oneOf/anyOf, only the complaints of the branch that takes the value's type are reported (see
 * `relevantErrors`).
 */

export type Location = 'body' | 'query' | 'path' | 'header';

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** `string` -> "a string"; `string,null` -> "a string or null"; `array,string` -> "an array or a string". */
function typeList(types: string): string {
  const words = types.split(',').map((type) => (type === 'null' ? 'null' : article(type)));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words[0];
}

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
      return `${label} must be ${typeList(String(p.type))}`;
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
  for (const error of relevantErrors(errors)) {
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

const isAlternative = (error: ErrorObject) => error.keyword === 'oneOf' || error.keyword === 'anyOf';

const atOrBelow = (error: ErrorObject, path: string) =>
  error.instancePath === path || error.instancePath.startsWith(`${path}/`);

/** JSON Schema's `type` test (`integer` is a whole number). */
function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}

/**
 * The complaint comes from a schema declaring a type the value does not have: its `type` error, or a keyword
 * of any type (`enum`, `const`) beside it. Needs Ajv's `verbose` (the error's data and parent schema).
 */
function ofOtherType(error: ErrorObject): boolean {
  if (error.keyword === 'type') return true;
  const declared = (error.parentSchema as { type?: unknown } | undefined)?.type;
  if (declared === undefined) return false;
  const types = Array.isArray(declared) ? declared : [declared];
  return !types.some((type) => hasType(error.data, String(type)));
}

/**
 * oneOf/anyOf report every failed branch, then themselves. A branch of another type than the value says only
 * that, at the value's own path (`destinations must be a string` for a list: keywords of other types do not
 * run). So at a path where a oneOf/anyOf failed:
 * - if anything else was reported there or below it (a branch of the value's type failed), those are the
 *   real complaints and the other types' are dropped (`destinations.2.lat`: `lat must be at most 90`);
 * - else no branch takes the value's type, and the type complaints become one (`must be an array or a
 *   string`).
 * The oneOf/anyOf error itself is kept only when nothing else is reported at or below its path, or when
 * more than one branch passed a oneOf (then the failed branches' complaints are beside the point).
 */
function relevantErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const alternatives = errors.filter(isAlternative);
  if (alternatives.length === 0) return [...errors];
  const failedAt = new Set(alternatives.map((e) => e.instancePath));
  const manyPassedAt = alternatives
    .filter((e) => Array.isArray((e.params as { passingSchemas?: unknown }).passingSchemas))
    .map((e) => e.instancePath);
  const otherType = (e: ErrorObject) => failedAt.has(e.instancePath) && ofOtherType(e);
  const explained = (path: string) =>
    errors.some((e) => !isAlternative(e) && atOrBelow(e, path) && !(e.instancePath === path && otherType(e)));
  const typesOf = (e: ErrorObject) => String((e.params as { type?: unknown }).type).split(',');

  const merged = new Map<string, ErrorObject>();
  const out: ErrorObject[] = [];
  for (const error of errors) {
    const path = error.instancePath;
    if (isAlternative(error)) {
      const manyPassed = manyPassedAt.includes(path);
      if (manyPassed || !errors.some((e) => e !== error && atOrBelow(e, path))) out.push(error);
    } else if (manyPassedAt.some((at) => atOrBelow(error, at))) {
      continue;
    } else if (!otherType(error)) {
      out.push(error);
    } else if (error.keyword === 'type' && !explained(path)) {
      const first = merged.get(path);
      if (first) first.params = { type: [...new Set([...typesOf(first), ...typesOf(error)])].join(',') };
      else {
        const one: ErrorObject = { ...error, params: { type: typesOf(error).join(',') } };
        merged.set(path, one);
        out.push(one);
      }
    }
  }
  return out;
}
