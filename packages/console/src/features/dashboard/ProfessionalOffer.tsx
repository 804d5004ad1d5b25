import { Icon, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { LinkButton } from '../../components/LinkButton.js';
import { PROFESSIONAL_FEATURES } from './plan-offer.js';

/** What Professional adds, then (after `children`, if any) Upgrade Now and View All Plans. */
export function ProfessionalOffer({ children }: { children?: ReactNode }) {
  return (
    <>
      <ul className="upgrade-features">
        {PROFESSIONAL_FEATURES.map((feature) => (
          <li key={feature}>
            <Icon icon="tick" intent={Intent.SUCCESS} size={14} />
            {feature}
          </li>
        ))}
      </ul>
      {children}
      <div className="upgrade-actions">
        <LinkButton to="/subscribe" intent={Intent.PRIMARY} icon="arrow-up">
          Upgrade Now
        </LinkButton>
        <LinkButton to="/pricing" variant="outlined">
          View All Plans
        </LinkButton>
      </div>
    </>
  );
}
