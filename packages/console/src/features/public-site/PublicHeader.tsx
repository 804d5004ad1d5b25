import { Button, Collapse, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark.js';
import { LinkButton } from '../../components/LinkButton.js';
import { track } from '../../lib/analytics/analytics.js';
import { useCurrentUser } from '../../lib/auth/use-current-user.js';
import { LANDING_LINKS, type PublicLink } from './public-links.js';

export interface PublicHeaderProps {
  /** Navigation links; the landing page's by default (Features, Pricing, API Docs). */
  links?: PublicLink[];
  /** Where 'Sign In' goes: an app path, or a server path such as /api/login (full page load). */
  signInHref?: string;
  /** Show 'Sign Up' beside 'Sign In'. */
  showSignUp?: boolean;
}

function SignInLink({ href, className }: { href: string; className?: string }) {
  if (href.startsWith('/api/')) {
    return (
      <a className={className} href={href}>
        Sign In
      </a>
    );
  }
  return (
    <Link className={className} to={href}>
      Sign In
    </Link>
  );
}

/** The public header; on small screens its links fold into a menu that closes on navigation. */
export function PublicHeader({
  links = LANDING_LINKS,
  signInHref = '/auth',
  showSignUp = true,
}: PublicHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { data: user } = useCurrentUser();

  useEffect(() => setMenuOpen(false), [location.pathname, location.search, location.hash]);

  const onNavigate = (link: PublicLink) =>
    track({ name: 'navigation_click', label: link.label, destination: link.to });

  const navLinks = links.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      end
      className={({ isActive }) => (isActive ? 'public-nav-link active' : 'public-nav-link')}
      onClick={() => onNavigate(link)}
    >
      {link.label}
    </NavLink>
  ));

  const accountActions = user ? (
    <LinkButton to="/dashboard" intent={Intent.PRIMARY} endIcon="arrow-right">
      Open Dashboard
    </LinkButton>
  ) : (
    <>
      <SignInLink href={signInHref} className="public-nav-link" />
      {showSignUp ? (
        <LinkButton
          to="/auth?tab=register"
          intent={Intent.PRIMARY}
          onClick={() => track({ name: 'signup_intent', location: 'header' })}
        >
          Sign Up
        </LinkButton>
      ) : null}
    </>
  );

  return (
    <header className="public-header">
      <div className="public-header-inner container">
        <Link to="/" className="brand-link" aria-label="Routier home">
          <BrandMark size={28} />
          <span className="brand-name">Routier</span>
        </Link>
        <nav className="public-nav" aria-label="Main">
          {navLinks}
        </nav>
        <div className="public-header-actions">{accountActions}</div>
        <Button
          className="public-menu-toggle"
          variant="minimal"
          icon={menuOpen ? 'cross' : 'menu'}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="public-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
          data-testid="mobile-menu-toggle"
        />
      </div>
      <Collapse isOpen={menuOpen} className="public-mobile-collapse">
        <nav id="public-mobile-menu" className="public-mobile-menu container" aria-label="Mobile">
          {navLinks}
          <div className="public-mobile-actions">{accountActions}</div>
        </nav>
      </Collapse>
    </header>
  );
}
