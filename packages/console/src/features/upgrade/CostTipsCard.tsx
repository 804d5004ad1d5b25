import { Classes, Icon } from '@blueprintjs/core';
import { PanelCard } from '../routes/PanelCard.js';
import { COST_TIPS } from './cost-tips.js';

export function CostTipsCard() {
  return (
    <PanelCard id="cost-tips" title="Ways to lower your delivery costs" icon="lightbulb" testId="cost-tips">
      <ul className="cost-tips">
        {COST_TIPS.map((tip) => (
          <li key={tip.title} className="cost-tip">
            <span className="cost-tip-icon" aria-hidden="true">
              <Icon icon={tip.icon} />
            </span>
            <div>
              <strong>{tip.title}</strong>
              <p className={Classes.TEXT_MUTED}>{tip.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
