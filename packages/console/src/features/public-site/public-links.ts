import type { PublicConfig } from '@routier/sdk';

export interface PublicLink {
  label: string;
  to: string;
}

export const HOME_LINK: PublicLink = { label: 'Home', to: '/' };
export const FEATURES_LINK: PublicLink = { label: 'Features', to: '/features' };
export const PRICING_LINK: PublicLink = { label: 'Pricing', to: '/pricing' };
export const API_DOCS_LINK: PublicLink = { label: 'API Docs', to: '/api-docs' };
export const BLOG_LINK: PublicLink = { label: 'Blog', to: '/blog' };

/** The landing page's header: Features, Pricing, API Docs (then Sign In and Sign Up). */
export const LANDING_LINKS: PublicLink[] = [FEATURES_LINK, PRICING_LINK, API_DOCS_LINK];

/**
 * Where 'Sign In' goes on the Features and API Docs pages: the hosted-platform login (/api/login) as
 * the spec says when this server has it configured (OIDC); otherwise our own sign-in page, since
 * /api/login would only bounce back with an error.
 */
export function hostedSignInHref(config: PublicConfig | undefined): string {
  return config?.auth.oidc ? '/api/login' : '/auth';
}

/** A mail draft to an address, or null when the operator configured none. */
export function mailtoHref(address: string | null | undefined, subject: string): string | null {
  if (!address) return null;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
