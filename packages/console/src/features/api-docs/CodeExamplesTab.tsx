import { Callout, Card, Intent, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { ApiDocsModel } from './api-docs-model.js';
import { CodeBlock } from './CodeBlock.js';
import { codeSample, pickSampleOperations, type SampleLanguage } from './code-samples.js';

const LANGUAGES: { id: SampleLanguage; label: string }[] = [
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
  { id: 'curl', label: 'cURL' },
];

/** Examples in JavaScript (with @routier/sdk), Python and cURL for a few operations, each copyable. */
export function CodeExamplesTab({ docs, baseUrl }: { docs: ApiDocsModel; baseUrl: string }) {
  const [language, setLanguage] = useState<SampleLanguage>('javascript');
  const samples = useMemo(() => pickSampleOperations(docs), [docs]);
  const label = LANGUAGES.find((l) => l.id === language)?.label ?? language;
  // Each language tab holds the examples (a tab without a panel would point aria-controls at nothing).
  const examples = (
    <>
      {language === 'javascript' ? (
        <Callout intent={Intent.PRIMARY} icon="info-sign" className="api-examples-note">
          <code>@routier/sdk</code> is the typed client generated from this API&apos;s OpenAPI contract; every
          path, parameter and answer below is checked by TypeScript.
        </Callout>
      ) : null}
      {samples.map((sample) => (
        <Card key={`${sample.method} ${sample.path}`} className="api-card">
          <h3>
            <code>
              {sample.method} {sample.path}
            </code>{' '}
            <span className="api-example-summary">{sample.summary}</span>
          </h3>
          <CodeBlock code={codeSample(language, sample, baseUrl)} label={`${label} example`} />
        </Card>
      ))}
    </>
  );
  return (
    <div className="api-examples">
      <Tabs
        id="code-language"
        selectedTabId={language}
        onChange={(id) => setLanguage(id as SampleLanguage)}
        renderActiveTabPanelOnly
      >
        {LANGUAGES.map((l) => (
          <Tab disabled={false} key={l.id} id={l.id} title={l.label} panel={examples} />
        ))}
      </Tabs>
    </div>
  );
}
