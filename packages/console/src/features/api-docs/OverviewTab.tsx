import { Callout, Card, HTMLTable, Intent } from '@blueprintjs/core';
import type { ApiDocsModel } from './api-docs-model.js';
import { MarkdownLite } from './MarkdownLite.js';

const STATUS_CODES: [string, string][] = [
  ['200 / 201 / 204', 'Success (201 created, 204 no content).'],
  ['400', 'Bad request: invalid input, with per-field details.'],
  ['401', 'Authentication required: sign in or send an API token.'],
  ['404', 'Not found (also for records that belong to another account).'],
  ['429', 'Too many requests: wait for Retry-After seconds, then retry with exponential backoff.'],
  ['500', 'Internal server error: quote the requestId when reporting it.'],
];

export function OverviewTab({ docs, baseUrl }: { docs: ApiDocsModel; baseUrl: string }) {
  return (
    <div className="api-overview">
      <Card className="api-card">
        <h2>
          {docs.title} <span className="api-version">v{docs.version}</span>
        </h2>
        <p>
          Base URL: <code>{baseUrl}</code> · {docs.operationCount} operations in {docs.tags.length} groups.
        </p>
        <MarkdownLite source={docs.description} />
      </Card>
      <div className="api-overview-grid">
        <Card className="api-card">
          <h3>Authentication</h3>
          <ul className="api-schemes">
            {docs.securitySchemes.map((scheme) => (
              <li key={scheme.name}>
                <strong>{scheme.name}</strong> <code>{scheme.summary}</code>
                <MarkdownLite source={scheme.description} />
              </li>
            ))}
          </ul>
          <Callout intent={Intent.PRIMARY} icon="key">
            Create an API token while signed in with <code>POST /api/tokens</code>; the secret is shown once.
          </Callout>
        </Card>
        <Card className="api-card">
          <h3>Status codes</h3>
          <HTMLTable compact className="api-table">
            <tbody>
              {STATUS_CODES.map(([code, meaning]) => (
                <tr key={code}>
                  <th scope="row">
                    <code>{code}</code>
                  </th>
                  <td>{meaning}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      </div>
      {docs.errorSchema ? (
        <Card className="api-card">
          <h3>Error shape</h3>
          <p>Every error answer has this body; show its message to people, branch on its code in programs.</p>
          <pre className="schema-block" tabIndex={0}>
            {docs.errorSchema}
          </pre>
        </Card>
      ) : null}
    </div>
  );
}
