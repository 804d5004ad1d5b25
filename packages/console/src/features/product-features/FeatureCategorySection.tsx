import { Card, Icon, Intent } from '@blueprintjs/core';
import type { FeatureCategory } from './categories.js';

/** One category: what it does (capabilities) and what that changes for you (benefits). */
export function FeatureCategorySection({ category }: { category: FeatureCategory }) {
  return (
    <Card className="category-card" id={category.id} aria-labelledby={`${category.id}-title`} role="region">
      <div className="category-header">
        <span className="feature-icon">
          <Icon icon={category.icon} size={20} />
        </span>
        <div>
          <h2 id={`${category.id}-title`}>{category.title}</h2>
          <p>{category.summary}</p>
        </div>
      </div>
      <div className="category-lists">
        <div>
          <h3>What it does</h3>
          <ul className="check-list">
            {category.capabilities.map((item) => (
              <li key={item}>
                <Icon icon="small-tick" intent={Intent.PRIMARY} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Benefits</h3>
          <ul className="check-list">
            {category.benefits.map((item) => (
              <li key={item}>
                <Icon icon="tick-circle" intent={Intent.SUCCESS} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
