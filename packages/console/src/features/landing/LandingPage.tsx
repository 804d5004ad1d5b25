import { Card, Icon, Intent } from '@blueprintjs/core';
import { LinkButton } from '../../components/LinkButton.js';
import { track } from '../../lib/analytics/analytics.js';
import { PublicLayout } from '../public-site/PublicLayout.js';
import { FEATURE_HIGHLIGHTS } from './feature-highlights.js';
import { RouteIllustration } from './RouteIllustration.js';
import './landing.css';

const STEPS = [
  {
    title: 'Add your stops',
    text: 'Type addresses, or import a CSV with one row per stop. Routier geocodes them once and keeps the result.',
  },
  {
    title: 'Optimise',
    text: 'Choose what matters (distance, time or cost), the vehicles and the constraints, and run the solver.',
  },
  {
    title: 'Dispatch',
    text: 'Check the routes on the map, adjust them, then export them for your drivers or read them through the API.',
  },
];

export function LandingPage() {
  const cta = (label: string, location: string) => track({ name: 'cta_click', label, location });
  return (
    <PublicLayout>
      <section className="landing-hero">
        <div className="container landing-hero-inner">
          <div className="landing-hero-copy">
            <span className="eyebrow">Open-source route optimisation</span>
            <h1>Plan delivery routes that make sense, on software you can run yourself.</h1>
            <p>
              Routier orders your stops, spreads them over your vehicles and respects delivery windows, then
              shows every route on a map. Use the hosted service, or install it on your own server.
            </p>
            <div className="button-row">
              <LinkButton
                to="/auth?tab=register"
                intent={Intent.PRIMARY}
                size="large"
                onClick={() => {
                  cta('Start Free 14-Day Trial', 'hero');
                  track({ name: 'signup_intent', location: 'hero' });
                }}
              >
                Start Free 14-Day Trial
              </LinkButton>
              <LinkButton
                to="/features"
                variant="outlined"
                size="large"
                endIcon="arrow-right"
                onClick={() => cta('View All Features', 'hero')}
              >
                View All Features
              </LinkButton>
            </div>
            <p className="landing-hero-note">14-day free trial · No credit card · Cancel anytime</p>
          </div>
          <div className="landing-hero-visual">
            <RouteIllustration />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="features-heading">
        <div className="container">
          <div className="section-heading">
            <h2 id="features-heading">Everything a dispatcher needs to plan a day</h2>
            <p>From a single van to a fleet with shifts and delivery slots, in one place.</p>
          </div>
          <div className="feature-grid">
            {FEATURE_HIGHLIGHTS.map((feature) => (
              <Card key={feature.title} className="feature-card">
                <span className="feature-icon">
                  <Icon icon={feature.icon} size={20} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="how-heading">
        <div className="container">
          <div className="section-heading">
            <h2 id="how-heading">How it works</h2>
            <p>Three steps from a list of addresses to routes your drivers can follow.</p>
          </div>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step-number">{index + 1}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="open-heading">
        <div className="container open-source">
          <div>
            <span className="eyebrow">Self-hosting</span>
            <h2 id="open-heading">Yours to run, inspect and extend</h2>
            <p>
              Routier is MIT-licensed. One command starts the console and the API with an embedded database;
              PostgreSQL, Google or Nominatim geocoding and OSRM road times plug in through configuration when
              you need them.
            </p>
          </div>
          <pre className="open-source-code" aria-label="Commands to run Routier">
            <code>{'npm install\nnpm start\n# http://localhost:3000'}</code>
          </pre>
        </div>
      </section>

      <section className="cta-band">
        <div className="container">
          <h2>Ready to plan your next delivery day?</h2>
          <p>Start a 14-day trial with full access. No credit card needed.</p>
          <div className="button-row centered">
            <LinkButton
              to="/auth?tab=register"
              intent={Intent.SUCCESS}
              size="large"
              onClick={() => {
                cta('Start Free 14-Day Trial', 'closing');
                track({ name: 'signup_intent', location: 'closing' });
              }}
            >
              Start Free 14-Day Trial
            </LinkButton>
            <LinkButton
              to="/pricing"
              variant="outlined"
              size="large"
              onClick={() => cta('See Pricing', 'closing')}
            >
              See Pricing
            </LinkButton>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
