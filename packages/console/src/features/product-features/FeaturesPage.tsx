import { Intent } from '@blueprintjs/core';
import { LinkButton } from '../../components/LinkButton.js';
import { track } from '../../lib/analytics/analytics.js';
import { usePublicConfig } from '../../lib/use-public-config.js';
import { SalesMailButton } from '../pricing/SalesMailButton.js';
import { PublicLayout } from '../public-site/PublicLayout.js';
import { API_DOCS_LINK, HOME_LINK, PRICING_LINK, hostedSignInHref } from '../public-site/public-links.js';
import { FEATURE_CATEGORIES } from './categories.js';
import { FeatureCategorySection } from './FeatureCategorySection.js';
import './features.css';

export function FeaturesPage() {
  const { data: config } = usePublicConfig();
  const startTrial = () => {
    track({ name: 'cta_click', label: 'Start Free Trial', location: 'features' });
    track({ name: 'signup_intent', location: 'features' });
  };
  return (
    <PublicLayout links={[HOME_LINK, PRICING_LINK, API_DOCS_LINK]} signInHref={hostedSignInHref(config)}>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Features</span>
          <h1>Everything Routier does, in four parts</h1>
          <p>
            Optimisation at the core, your fleet around it, analytics on top, and an API underneath
            everything.
          </p>
          <nav className="category-jump" aria-label="Feature categories">
            {FEATURE_CATEGORIES.map((category) => (
              <a key={category.id} href={`#${category.id}`}>
                {category.title}
              </a>
            ))}
          </nav>
        </div>
      </section>

      <section className="section features-list">
        <div className="container category-stack">
          {FEATURE_CATEGORIES.map((category) => (
            <FeatureCategorySection key={category.id} category={category} />
          ))}
        </div>
      </section>

      <section className="cta-band">
        <div className="container">
          <h2>Try it on your own deliveries</h2>
          <p>14 days free with every feature. No credit card needed.</p>
          <div className="button-row centered">
            <LinkButton to="/auth" intent={Intent.SUCCESS} size="large" onClick={startTrial}>
              Start Free Trial
            </LinkButton>
            <SalesMailButton
              label="Contact Sales"
              subject="Routier sales enquiry"
              variant="outlined"
              size="large"
              onClick={() => track({ name: 'enterprise_inquiry', location: 'features' })}
            />
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
