import { Collapse, HTMLTable, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import type { ApiOperation } from './api-docs-model.js';
import { MarkdownLite } from './MarkdownLite.js';
import { MethodTag } from './MethodTag.js';

/** One operation: a summary row that opens to its parameters, request and responses. */
export function OperationItem({ op }: { op: ApiOperation }) {
  const [open, setOpen] = useState(false);
  const bodyId = `op-${op.operationId}`;
  const isPublic = op.auth.length === 0;
  return (
    <div className={open ? 'operation operation-open' : 'operation'} data-testid="api-operation">
      <button
        type="button"
        className="operation-summary"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        <MethodTag method={op.method} />
        <code className="operation-path">{op.path}</code>
        <span className="operation-title">{op.summary}</span>
        <Icon
          icon={isPublic ? 'unlock' : 'lock'}
          className="operation-auth"
          title={isPublic ? 'Public' : `Needs ${op.auth.join(' or ')}`}
        />
        <Icon icon={open ? 'chevron-up' : 'chevron-down'} />
      </button>
      <Collapse isOpen={open}>
        <div className="operation-body" id={bodyId}>
          {op.description ? <MarkdownLite source={op.description} headingLevel={4} /> : null}
          <p className="operation-meta">
            <strong>Authentication:</strong>{' '}
            {isPublic ? 'none (public)' : op.auth.map((name) => <code key={name}>{name}</code>)}
            {' · '}
            <strong>operationId:</strong> <code>{op.operationId}</code>
          </p>
          {op.parameters.length > 0 ? (
            <>
              <h4>Parameters</h4>
              <HTMLTable compact className="api-table">
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>In</th>
                    <th>Type</th>
                    <th>Description</th>
                  </tr>
                </thead>
                <tbody>
                  {op.parameters.map((param) => (
                    <tr key={`${param.in}-${param.name}`}>
                      <td>
                        <code>{param.name}</code>
                        {param.required ? <span className="required-mark"> required</span> : null}
                      </td>
                      <td>{param.in}</td>
                      <td>
                        <code>{param.type}</code>
                      </td>
                      <td>{param.description}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </>
          ) : null}
          {op.requestBody ? (
            <>
              <h4>
                Request body <code>{op.requestBody.contentType}</code>
                {op.requestBody.required ? <span className="required-mark"> required</span> : null}
              </h4>
              <pre className="schema-block" tabIndex={0}>
                {op.requestBody.schema}
              </pre>
              {op.requestBody.example ? (
                <>
                  <h5>Example</h5>
                  <pre className="schema-block example-block" tabIndex={0}>
                    {op.requestBody.example}
                  </pre>
                </>
              ) : null}
            </>
          ) : null}
          <h4>Responses</h4>
          <div className="operation-responses">
            {op.responses.map((response) => (
              <div key={response.status} className="operation-response">
                <div>
                  <code className={`status-code status-${response.status.charAt(0)}`}>{response.status}</code>{' '}
                  {response.description}
                </div>
                {response.schema && response.schema.includes('\n') ? (
                  <pre className="schema-block" tabIndex={0}>
                    {response.schema}
                  </pre>
                ) : response.schema ? (
                  <div className="operation-response-type">
                    Body: <code>{response.schema}</code>
                  </div>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      </Collapse>
    </div>
  );
}
