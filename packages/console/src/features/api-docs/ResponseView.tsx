import { Card, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import type { TestResponse } from './send-test-request.js';

function statusIntent(status: number): Intent {
  if (status >= 500) return Intent.DANGER;
  if (status >= 400) return Intent.WARNING;
  return Intent.SUCCESS;
}

/** Status, time, headers and body of a test request. */
export function ResponseView({ response }: { response: TestResponse }) {
  return (
    <Card className="api-card api-response" aria-live="polite" data-testid="api-test-response">
      <h3>
        Response{' '}
        <Tag intent={statusIntent(response.status)} size="large">
          {response.status} {response.statusText}
        </Tag>{' '}
        <span className="api-response-time">{response.durationMs} ms</span>
      </h3>
      <h4>Headers</h4>
      <HTMLTable compact className="api-table">
        <tbody>
          {response.headers.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td className="api-header-value">{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h4>Body</h4>
      <pre className="schema-block" tabIndex={0}>
        {response.body || '(empty)'}
      </pre>
    </Card>
  );
}
