import type { ReactNode } from 'react';
import './icons.js';
import { PublicFooter } from './PublicFooter.js';
import { PublicHeader, type PublicHeaderProps } from './PublicHeader.js';
import './public-site.css';

interface PublicLayoutProps extends PublicHeaderProps {
  children: ReactNode;
}

/** Header, page, footer: the frame of every public page. */
export function PublicLayout({ children, ...header }: PublicLayoutProps) {
  return (
    <div className="public-page">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <PublicHeader {...header} />
      <main id="main-content" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
