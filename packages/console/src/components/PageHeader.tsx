import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons on the right (New Route, Upload CSV, ...). */
  actions?: ReactNode;
}

/** The heading block every signed-in screen starts with. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div>
        <h1 className={`${Classes.HEADING} page-title`}>{title}</h1>
        {subtitle ? <p className={`${Classes.TEXT_MUTED} page-subtitle`}>{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}
