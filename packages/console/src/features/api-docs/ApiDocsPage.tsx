import { Tab, Tabs } from '@blueprintjs/core';
import docs from 'virtual:routier-api-docs';
import { useState } from 'react';
import { useInShell } from '../../lib/shell-context.js';
import { PageHeader } from '../../components/PageHeader.js';
import { usePublicConfig } from '../../lib/use-public-config.js';
import { PublicLayout } from '../public-site/PublicLayout.js';
import { FEATURES_LINK, HOME_LINK, PRICING_LINK, hostedSignInHref } from '../public-site/public-links.js';
import { ApiTestingTab } from './ApiTestingTab.js';
import { CodeExamplesTab } from './CodeExamplesTab.js';
import { EndpointsTab } from './EndpointsTab.js';
import { OverviewTab } from './OverviewTab.js';
import './api-docs.css';
import './icons.js';

type DocsTab = 'overview' | 'endpoints' | 'examples' | 'testing';

/** `/api-docs`: Overview, API Endpoints (from openapi.yaml at build time), Code Examples, API Testing. */
export function ApiDocsPage() {
  const inShell = useInShell();
  const { data: config } = usePublicConfig();
  const [tab, setTab] = useState<DocsTab>('overview');
  const baseUrl = window.location.origin;

  const content = (
    <div className="api-docs">
      <PageHeader
        title="API Documentation"
        subtitle={`Everything the console does, over REST. Generated from the OpenAPI contract (v${docs.version}).`}
      />
      <Tabs
        id="api-docs-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as DocsTab)}
        size="large"
        renderActiveTabPanelOnly
      >
        <Tab
          disabled={false}
          id="overview"
          title="Overview"
          panel={<OverviewTab docs={docs} baseUrl={baseUrl} />}
        />
        <Tab disabled={false} id="endpoints" title="API Endpoints" panel={<EndpointsTab docs={docs} />} />
        <Tab
          disabled={false}
          id="examples"
          title="Code Examples"
          panel={<CodeExamplesTab docs={docs} baseUrl={baseUrl} />}
        />
        <Tab disabled={false} id="testing" title="API Testing" panel={<ApiTestingTab docs={docs} />} />
      </Tabs>
    </div>
  );

  if (inShell) return content;
  return (
    <PublicLayout
      links={[HOME_LINK, FEATURES_LINK, PRICING_LINK]}
      signInHref={hostedSignInHref(config)}
      showSignUp={false}
    >
      <div className="container api-docs-public">{content}</div>
    </PublicLayout>
  );
}
