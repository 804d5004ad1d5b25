import {
  Button,
  Callout,
  Card,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useCurrentUser } from '../../lib/auth/use-current-user.js';
import type { ApiDocsModel } from './api-docs-model.js';
import { ResponseView } from './ResponseView.js';
import { sendTestRequest, testPathProblem, type TestMethod } from './send-test-request.js';

const METHODS: TestMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type AuthMode = 'session' | 'token';

/** Send a request to this server and see its status, headers and body. */
export function ApiTestingTab({ docs }: { docs: ApiDocsModel }) {
  const { data: user } = useCurrentUser();
  const [method, setMethod] = useState<TestMethod>('GET');
  const [path, setPath] = useState('/api/auth/user');
  const [body, setBody] = useState('');
  const [auth, setAuth] = useState<AuthMode>(user ? 'session' : 'token');
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({ mutationFn: sendTestRequest });
  const operations = useMemo(() => docs.tags.flatMap((tag) => tag.operations), [docs]);

  const pickOperation = (key: string) => {
    const op = operations.find((candidate) => `${candidate.method} ${candidate.path}` === key);
    if (!op) return;
    setMethod(op.method.toUpperCase() as TestMethod);
    setPath(op.path);
    setBody(op.requestBody?.example ?? '');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const pathProblem = testPathProblem(path.trim());
    if (pathProblem) return setProblem(pathProblem);
    if (auth === 'token' && token.trim() === '')
      return setProblem('Paste an API token, or use your session.');
    let parsed: unknown;
    if (method !== 'GET' && body.trim() !== '') {
      try {
        parsed = JSON.parse(body);
      } catch {
        return setProblem('The body is not valid JSON.');
      }
    }
    setProblem(null);
    send.mutate({
      method,
      path: path.trim(),
      body: parsed,
      token: auth === 'token' ? token.trim() : undefined,
    });
  };

  return (
    <div className="api-testing">
      <Card className="api-card">
        <form onSubmit={onSubmit} aria-label="API request">
          <FormGroup
            label="Documented endpoint"
            labelFor="api-test-operation"
            helperText="Fills in the method, path and example body."
          >
            <HTMLSelect
              id="api-test-operation"
              fill
              defaultValue=""
              onChange={(event) => pickOperation(event.currentTarget.value)}
            >
              <option value="" disabled>
                Choose an endpoint...
              </option>
              {operations.map((op) => (
                <option key={`${op.method} ${op.path}`} value={`${op.method} ${op.path}`}>
                  {op.method.toUpperCase()} {op.path} — {op.summary}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <div className="api-test-line">
            <FormGroup label="Method" labelFor="api-test-method">
              <HTMLSelect
                id="api-test-method"
                value={method}
                onChange={(event) => setMethod(event.currentTarget.value as TestMethod)}
                options={METHODS}
              />
            </FormGroup>
            <FormGroup label="Path" labelFor="api-test-path" className="api-test-path">
              <InputGroup
                id="api-test-path"
                value={path}
                onValueChange={setPath}
                placeholder="/api/routes/1"
                spellCheck={false}
              />
            </FormGroup>
          </div>
          {method !== 'GET' ? (
            <FormGroup label="JSON body" labelFor="api-test-body" helperText="Leave empty to send no body.">
              <TextArea
                id="api-test-body"
                fill
                rows={8}
                className="api-test-body"
                value={body}
                onChange={(event) => setBody(event.currentTarget.value)}
                spellCheck={false}
              />
            </FormGroup>
          ) : null}
          <RadioGroup
            label="Authentication"
            inline
            selectedValue={auth}
            onChange={(event) => setAuth(event.currentTarget.value as AuthMode)}
          >
            <Radio
              value="session"
              label={user ? 'My session (signed in)' : 'Session cookie (not signed in)'}
            />
            <Radio value="token" label="API token" />
          </RadioGroup>
          {auth === 'token' ? (
            <FormGroup
              label="API token"
              labelFor="api-test-token"
              helperText="Sent as Authorization: Bearer. It is not stored."
            >
              <InputGroup
                id="api-test-token"
                type="password"
                value={token}
                onValueChange={setToken}
                placeholder="rt_..."
                autoComplete="off"
              />
            </FormGroup>
          ) : null}
          {problem ? (
            <Callout intent={Intent.WARNING} className="api-test-problem">
              {problem}
            </Callout>
          ) : null}
          <Button type="submit" intent={Intent.PRIMARY} icon="send-message" loading={send.isPending}>
            Send Request
          </Button>
        </form>
      </Card>
      {send.isError ? (
        <Callout intent={Intent.DANGER} title="The request did not reach the server">
          {send.error instanceof Error ? send.error.message : 'Network error.'}
        </Callout>
      ) : null}
      {send.data ? <ResponseView response={send.data} /> : null}
    </div>
  );
}
