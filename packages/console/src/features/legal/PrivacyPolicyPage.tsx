import { ContactAddress } from './ContactAddress.js';
import { LegalDocument, type LegalSection } from './LegalDocument.js';

const SECTIONS: LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    content: (
      <p>
        This policy explains what personal data the Routier service on this site collects, why, and what you
        can do about it. &quot;We&quot; means the operator of this Routier installation. Routier is
        open-source software; if your organisation runs its own copy, its operator is responsible for the data
        it holds.
      </p>
    ),
  },
  {
    id: 'data-collected',
    title: 'Data we collect',
    content: (
      <ul>
        <li>
          <strong>Account data:</strong> your name, e-mail address and, for e-mail sign-in, a one-way hash of
          your password (never the password itself). With Google or another sign-in provider, the profile
          picture address and the identifier that provider gives us.
        </li>
        <li>
          <strong>Planning data you enter:</strong> routes, addresses and their coordinates, vehicles, drivers
          (names, contact details, licence details), shifts, schedules and plans.
        </li>
        <li>
          <strong>Technical data:</strong> the session cookie that keeps you signed in, and server logs of
          requests (time, address requested, IP address, request id) used to run and secure the service.
        </li>
        <li>
          <strong>Page visits, only with your consent:</strong> the page path, time, referring page, browser
          identification and window size.
        </li>
        <li>
          <strong>Billing data:</strong> if you subscribe, the payment provider handles your card; we keep
          only the customer and subscription references it returns.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    content: (
      <ul>
        <li>To provide the service: sign you in, store and optimise your routes, show them on a map.</li>
        <li>To keep it secure: detect abuse, limit sign-in attempts, investigate incidents.</li>
        <li>To answer your support requests and send messages about your account or billing.</li>
        <li>With your consent, to understand which pages are used, so we can improve them.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords are stored only as salted hashes. Session cookies are HttpOnly and, on HTTPS, Secure; API
        tokens are stored hashed and can be revoked at any time. Every record belongs to one account and is
        returned only to that account. No system is perfectly secure; if a breach affects your data we will
        tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    content: (
      <>
        <p>
          One essential cookie, the session cookie, keeps you signed in; the service cannot work without it.
          Your cookie choice itself is kept in your browser&apos;s local storage under{' '}
          <code>routier.cookieConsent</code> and <code>routier.cookiePreferences</code>.
        </p>
        <p>
          Page-visit analytics are recorded only if you allow analytics. Routier sets no marketing cookies.
          You can change your choice at any time with &quot;Cookie Preferences&quot; in the footer.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    content: (
      <>
        <p>
          You may ask to see the personal data we hold about you, to correct it, to receive it in a portable
          format, to have it deleted, or to object to or restrict its use. You can withdraw consent to
          analytics at any time. Much of this you can do yourself: routes export to CSV and everything is
          available through the API.
        </p>
        <p>
          <strong>We answer every request within 30 days.</strong> You may also complain to your data
          protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third parties',
    content: (
      <>
        <p>We do not sell your data or use it for advertising. Depending on how this site is configured:</p>
        <ul>
          <li>Google or another sign-in provider receives your sign-in request if you choose that button.</li>
          <li>The payment provider (Stripe) processes subscription payments.</li>
          <li>A geocoding service (Nominatim or Google) receives the addresses you ask to locate.</li>
          <li>A road-routing service (OSRM) receives the coordinates of the stops being planned.</li>
          <li>
            Your browser loads map tiles from the map provider (OpenStreetMap by default), which sees your IP
            address.
          </li>
        </ul>
        <p>Each of them is bound by its own privacy terms. None of them is used unless it is configured.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For any question or request about your data, write to <ContactAddress />.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Updates to this policy',
    content: (
      <p>
        When this policy changes we publish the new version here with its date. If a change materially affects
        how your data is used, we tell account holders by e-mail before it takes effect.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="2026-11-01"
      intro={<p>We collect only what is needed to plan your routes, and we tell you what that is.</p>}
      sections={SECTIONS}
    />
  );
}
