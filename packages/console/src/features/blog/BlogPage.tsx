import { Intent } from '@blueprintjs/core';
import { LinkButton } from '../../components/LinkButton.js';
import { track } from '../../lib/analytics/analytics.js';
import { PublicLayout } from '../public-site/PublicLayout.js';
import { ArticleCard } from './ArticleCard.js';
import { ARTICLES } from './articles.js';
import './blog.css';

export function BlogPage() {
  const featured = ARTICLES.find((article) => article.featured);
  const others = ARTICLES.filter((article) => !article.featured);
  return (
    <PublicLayout>
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Blog</span>
          <h1>Notes on routing, dispatch and running Routier</h1>
          <p>Guides, engineering write-ups and release news from the people who build Routier.</p>
        </div>
      </section>
      <section className="section blog-section">
        <div className="container">
          {featured ? <ArticleCard article={featured} /> : null}
          <div className="article-grid">
            {others.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </div>
      </section>
      <section className="cta-band">
        <div className="container">
          <h2>Plan your own routes with Routier</h2>
          <p>Try every feature free for 14 days. No credit card needed.</p>
          <div className="button-row centered">
            <LinkButton
              to="/auth?tab=register"
              intent={Intent.SUCCESS}
              size="large"
              onClick={() => track({ name: 'signup_intent', location: 'blog' })}
            >
              Start Free Trial
            </LinkButton>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
