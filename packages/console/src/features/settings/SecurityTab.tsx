import { Button, Card, H5, HTMLSelect, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expectOk, totalCount, type SecurityEvent, type SecurityEventType } from '@routier/sdk';
import { api } from '../../lib/api-client.js';
import { LoadState } from '../scheduling/LoadState.js';

const PAGE = 50;

/** What each event is called in the list, and the filter groups. */
export const EVENT_LABELS: Record<SecurityEventType, string> = {
  registered: 'Account created',
  signed_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  signed_out: 'Signed out',
  token_created: 'API token created',
  token_revoked: 'API token revoked',
  webhook_created: 'Webhook endpoint added',
  webhook_deleted: 'Webhook endpoint deleted',
  plan_changed: 'Plan changed',
};
const FILTERS: Record<string, SecurityEventType[]> = {
  'All events': [],
  'Sign-ins and failures': ['signed_in', 'sign_in_failed', 'signed_out'],
  'API tokens and webhooks': ['token_created', 'token_revoked', 'webhook_created', 'webhook_deleted'],
  'Plan changes': ['plan_changed'],
};

/** A short reading of an event's details ("via Google", "token “CI export”"). */
export function describeDetails(event: SecurityEvent): string {
  const d = event.details as Record<string, unknown>;
  switch (event.type) {
    case 'signed_in':
      return d.method === 'password'
        ? 'with a password'
        : `with ${d.method === 'google' ? 'Google' : 'single sign-on'}`;
    case 'sign_in_failed':
      return 'wrong password';
    case 'token_created':
      return `“${String(d.name ?? '')}”`;
    case 'token_revoked':
      return `token #${String(d.tokenId ?? '')}`;
    case 'webhook_created':
      return String(d.url ?? '');
    case 'webhook_deleted':
      return `endpoint #${String(d.webhookId ?? '')}`;
    case 'plan_changed':
      return `${String(d.from ?? 'none')} → ${String(d.to ?? 'none')} (${String(d.status ?? '')})`;
    default:
      return '';
  }
}

function useSecurityEvents(types: SecurityEventType[], limit: number) {
  return useQuery({
    queryKey: ['/api/user/security-events', types, limit],
    queryFn: async () => {
      const result = await api.GET('/api/user/security-events', {
        params: { query: { limit, ...(types.length ? { type: types } : {}) } },
      });
      const events = expectOk(result);
      return { events, total: totalCount(result.response) ?? events.length };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Security (beyond document 2): the account's audit log — sign-ins with where they came from, failed
 * sign-ins, API tokens and webhooks added or removed, plan changes — newest first, 365 days.
 */
export function SecurityTab() {
  const [filter, setFilter] = useState('All events');
  const [limit, setLimit] = useState(PAGE);
  const events = useSecurityEvents(FILTERS[filter], limit);
  return (
    <Card className="settings-security">
      <div className="settings-card-header">
        <H5>Security activity</H5>
        <HTMLSelect
          aria-label="Show"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setLimit(PAGE);
          }}
          options={Object.keys(FILTERS)}
        />
      </div>
      <p className="bp5-text-muted">
        Sign-ins, failed sign-ins and changes to API access on your account. If you do not recognise one,
        revoke your API tokens and change your password.
      </p>
      <LoadState query={events} what="Security activity">
        {({ events: list, total }) =>
          list.length === 0 ? (
            <NonIdealState
              icon="history"
              title="No activity yet"
              description="Nothing matches this filter."
            />
          ) : (
            <>
              <HTMLTable compact striped className="settings-security-table">
                <thead>
                  <tr>
                    <th>When</th>
                    <th>Event</th>
                    <th>Details</th>
                    <th>From</th>
                    <th>Browser or client</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((event) => (
                    <tr key={event.id}>
                      <td>{new Date(event.createdAt).toLocaleString()}</td>
                      <td className={event.type === 'sign_in_failed' ? 'bp5-text-intent-danger' : undefined}>
                        {EVENT_LABELS[event.type]}
                      </td>
                      <td>{describeDetails(event)}</td>
                      <td>{event.ip ?? '—'}</td>
                      <td className="settings-security-agent" title={event.userAgent ?? undefined}>
                        {event.userAgent ?? '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <div className="settings-security-more">
                <span className="bp5-text-muted">
                  {list.length} of {total}
                </span>
                {list.length < total && <Button onClick={() => setLimit(limit + PAGE)}>Show more</Button>}
              </div>
            </>
          )
        }
      </LoadState>
    </Card>
  );
}
