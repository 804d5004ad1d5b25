/**
 * Page-visit tracking (POST /api/track-page-visit), sent on every page visit only when the visitor's
 * cookie consent allows analytics; failures are ignored (document 1, section 7).
 */
import type { PageVisit } from '@routier/sdk';
import { api } from '../api-client.js';
import { analyticsAllowed } from '../consent/consent-storage.js';

export interface BrowserFacts {
  referrer: string;
  userAgent: string;
  width: number;
  height: number;
}

export function buildPageVisit(path: string, facts: BrowserFacts, now: Date = new Date()): PageVisit {
  // Bounds of the contract's PageVisit schema; a longer value would only make the call fail.
  return {
    path: path.slice(0, 2048),
    timestamp: now.toISOString(),
    referrer: facts.referrer.slice(0, 2048),
    userAgent: facts.userAgent.slice(0, 1024),
    viewport: { width: Math.round(facts.width), height: Math.round(facts.height) },
  };
}

export function browserFacts(): BrowserFacts {
  return {
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    height: window.innerHeight,
  };
}

export function sendPageVisit(path: string, allowed: () => boolean = analyticsAllowed): void {
  if (!allowed()) return;
  api.POST('/api/track-page-visit', { body: buildPageVisit(path, browserFacts()) }).catch(() => {
    // Tracking failures are ignored.
  });
}
