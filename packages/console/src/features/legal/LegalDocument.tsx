import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark.js';
import { LinkButton } from '../../components/LinkButton.js';
import { PublicFooter } from '../public-site/PublicFooter.js';
import '../public-site/public-site.css';
import './legal.css';
import '../public-site/icons.js';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** YYYY-MM-DD */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** The frame of the legal pages: 'Back to Site', a table of contents, numbered sections. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="public-page">
      <header className="public-header">
        <div className="container public-header-inner legal-header">
          <Link to="/" className="brand-link" aria-label="Routier home">
            <BrandMark size={28} />
            <span className="brand-name">Routier</span>
          </Link>
          <LinkButton to="/" icon="arrow-left" variant="outlined">
            Back to Site
          </LinkButton>
        </div>
      </header>
      <main id="main-content" className="public-main legal-main">
        <div className="container legal-layout">
          <nav className="legal-toc" aria-label="Contents">
            <h2>Contents</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal-article">
            <h1 className={Classes.HEADING}>{title}</h1>
            <p className={`${Classes.TEXT_MUTED} legal-updated`}>Last updated {updated}</p>
            <div className="legal-intro">{intro}</div>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  {index + 1}. {section.title}
                </h2>
                {section.content}
              </section>
            ))}
          </article>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
