import { Card, Elevation, Icon, Intent, Tab, Tabs } from '@blueprintjs/core';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../lib/auth/use-current-user.js';
import { BrandMark } from '../../components/BrandMark.js';
import { OAuthButtons } from './OAuthButtons.js';
import { SignInForm } from './SignInForm.js';
import { SignUpForm } from './SignUpForm.js';
import { useOAuthErrorToast } from './use-oauth-error-toast.js';
import './auth.css';
import './icons.js';

type AuthTab = 'signin' | 'register';

const BENEFITS = [
  'Optimise routes for one vehicle or a whole fleet',
  'Delivery windows, capacities and shifts respected',
  'Import and export routes as CSV',
  '14 days free, no credit card',
];

/** `/auth` (and the sign-in view of protected pages): Sign In and Sign Up tabs. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'signin';
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  useOAuthErrorToast();

  const selectTab = (next: AuthTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'register') updated.set('tab', 'register');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  // Someone already signed in who opens /auth goes to the dashboard.
  if (user && pathname === '/auth') return <Navigate to="/dashboard" replace />;

  return (
    <div className="auth-page">
      <aside className="auth-aside">
        <Link to="/" className="brand-link auth-brand" aria-label="Routier home">
          <BrandMark size={32} inverted />
          <span>Routier</span>
        </Link>
        <div className="auth-aside-copy">
          <h2>Plan routes your drivers can actually follow.</h2>
          <ul className="auth-benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <Icon icon="tick-circle" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="auth-aside-footer">Open source under the MIT licence.</p>
      </aside>
      <main className="auth-main" id="main-content">
        <Link to="/" className="brand-link auth-brand-mobile" aria-label="Routier home">
          <BrandMark size={28} />
          <span>Routier</span>
        </Link>
        <Card className="auth-card" elevation={Elevation.TWO}>
          <h1 className="auth-title">{tab === 'register' ? 'Create your account' : 'Welcome back'}</h1>
          <p className="auth-subtitle">
            {tab === 'register'
              ? 'Start your 14-day free trial. No credit card needed.'
              : 'Sign in to plan and optimise your routes.'}
          </p>
          <Tabs
            id="auth-tabs"
            selectedTabId={tab}
            onChange={(next) => selectTab(next as AuthTab)}
            size="large"
            renderActiveTabPanelOnly
          >
            <Tab disabled={false} id="signin" title="Sign In" panel={<SignInForm />} />
            <Tab disabled={false} id="register" title="Sign Up" panel={<SignUpForm />} />
          </Tabs>
          <OAuthButtons />
        </Card>
        <p className="auth-legal">
          By continuing you agree to the <Link to="/terms-of-service">Terms of Service</Link> and the{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <p className="auth-back">
          <Link to="/">
            <Icon icon="arrow-left" size={12} intent={Intent.PRIMARY} /> Back to Routier
          </Link>
        </p>
      </main>
    </div>
  );
}
