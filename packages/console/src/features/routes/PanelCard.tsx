import { Card, Classes, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';

interface PanelCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: IconName;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
  testId?: string;
}

/** A titled card: the building block of the operational screens. */
export function PanelCard({
  title,
  subtitle,
  icon,
  actions,
  children,
  className,
  id,
  testId,
}: PanelCardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card
      className={`panel-card${className ? ` ${className}` : ''}`}
      id={id}
      data-testid={testId}
      role="region"
      aria-labelledby={headingId}
    >
      <div className="panel-card-head">
        <div className="panel-card-titles">
          <h2 className={`${Classes.HEADING} panel-card-title`} id={headingId}>
            {icon ? <Icon icon={icon} className="panel-card-icon" /> : null}
            {title}
          </h2>
          {subtitle ? <p className={`${Classes.TEXT_MUTED} panel-card-subtitle`}>{subtitle}</p> : null}
        </div>
        {actions ? <div className="panel-card-actions">{actions}</div> : null}
      </div>
      {children}
    </Card>
  );
}
