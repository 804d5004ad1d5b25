import { Button } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark.js';
import { clearConsent } from '../../lib/consent/consent-storage.js';

/** 'Cookie Preferences' clears both consent entries and reloads, so the banner asks again. */
function resetCookiePreferences() {
  clearConsent();
  window.location.reload();
}

export function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="container public-footer-inner">
        <div className="public-footer-brand">
          <Link to="/" className="brand-link">
            <BrandMark />
            <span className="brand-name">Routier</span>
          </Link>
          <p>
            Open-source route optimisation and fleet management. Run it yourself, or let someone run it for
            you.
          </p>
        </div>
        <nav className="public-footer-columns" aria-label="Footer">
          <div>
            <h3>Product</h3>
            <Link to="/features">Features</Link>
            <Link to="/pricing">Pricing</Link>
            <Link to="/api-docs">API Docs</Link>
          </div>
          <div>
            <h3>Resources</h3>
            <Link to="/blog">Blog</Link>
            <Link to="/auth?tab=register">Start Free Trial</Link>
          </div>
          <div>
            <h3>Legal</h3>
            <Link to="/privacy-policy">Privacy Policy</Link>
            <Link to="/terms-of-service">Terms of Service</Link>
            <Button variant="minimal" className="footer-link-button" onClick={resetCookiePreferences}>
              Cookie Preferences
            </Button>
          </div>
        </nav>
      </div>
      <div className="container public-footer-bottom">
        © {new Date().getFullYear()} Routier contributors. Released under the MIT licence.
      </div>
    </footer>
  );
}
