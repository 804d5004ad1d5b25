import { HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { ApiDocsModel } from './api-docs-model.js';
import { OperationItem } from './OperationItem.js';

/** Every operation of openapi.yaml, grouped by tag, with a text filter and a group filter. */
export function EndpointsTab({ docs }: { docs: ApiDocsModel }) {
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState('all');
  const groups = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return docs.tags
      .filter((group) => tag === 'all' || group.name === tag)
      .map((group) => ({
        ...group,
        operations: group.operations.filter(
          (op) =>
            needle === '' ||
            `${op.method} ${op.path} ${op.summary} ${op.operationId}`.toLowerCase().includes(needle),
        ),
      }))
      .filter((group) => group.operations.length > 0);
  }, [docs, query, tag]);

  return (
    <div className="api-endpoints">
      <div className="api-filters">
        <InputGroup
          leftIcon="search"
          placeholder="Filter by path, method or summary"
          aria-label="Filter endpoints"
          value={query}
          onValueChange={setQuery}
          type="search"
        />
        <HTMLSelect
          aria-label="Endpoint group"
          value={tag}
          onChange={(event) => setTag(event.currentTarget.value)}
        >
          <option value="all">All groups</option>
          {docs.tags.map((group) => (
            <option key={group.name} value={group.name}>
              {group.name} ({group.operations.length})
            </option>
          ))}
        </HTMLSelect>
      </div>
      {groups.length === 0 ? (
        <NonIdealState icon="search" title="No matching endpoints" description="Try another word or group." />
      ) : (
        groups.map((group) => (
          <section key={group.name} className="api-group" aria-labelledby={`group-${group.name}`}>
            <h2 id={`group-${group.name}`}>{group.name}</h2>
            {group.description ? <p className="api-group-description">{group.description}</p> : null}
            <div className="api-group-operations">
              {group.operations.map((op) => (
                <OperationItem key={`${op.method} ${op.path}`} op={op} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
