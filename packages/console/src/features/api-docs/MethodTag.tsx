import { Intent, Tag } from '@blueprintjs/core';
import type { HttpMethod } from './api-docs-model.js';

const INTENTS: Record<HttpMethod, Intent> = {
  get: Intent.SUCCESS,
  post: Intent.PRIMARY,
  put: Intent.WARNING,
  patch: Intent.WARNING,
  delete: Intent.DANGER,
};

export function MethodTag({ method }: { method: HttpMethod }) {
  return (
    <Tag className="method-tag" intent={INTENTS[method]} minimal>
      {method.toUpperCase()}
    </Tag>
  );
}
