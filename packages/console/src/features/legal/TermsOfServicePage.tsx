import { ContactAddress } from './ContactAddress.js';
import { LegalDocument, type LegalSection } from './LegalDocument.js';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    content: (
      <p>
        These terms govern your use of the hosted Routier service on this site, operated by the operator of
        this installation (&quot;we&quot;). By creating an account you accept them. The Routier software
        itself is open source under the MIT licence; these terms do not restrict what that licence allows you
        to do with the software.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <ul>
        <li>Use the service only for lawful purposes and for data you are entitled to process.</li>
        <li>Do not try to access other accounts or their data, or to get around security or rate limits.</li>
        <li>
          Do not overload the service, for example with automated requests beyond the documented limits.
        </li>
        <li>Do not use the service to store or send malicious code.</li>
      </ul>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    content: (
      <p>
        Give accurate account details and keep your password and API tokens secret. You are responsible for
        what happens under your account, including through your tokens; revoke a token as soon as you suspect
        it has leaked and tell us of any unauthorised use.
      </p>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data',
    content: (
      <p>
        The routes, vehicles and other data you put in the service remain yours. We process them only to
        provide the service, as described in the Privacy Policy.
      </p>
    ),
  },
  {
    id: 'billing',
    title: 'Trial and billing',
    content: (
      <>
        <p>
          New accounts may use the service free for 14 days without a payment card. Paid plans are billed
          monthly or annually, in advance, through our payment provider. Annual billing is priced at 20% less
          than twelve monthly payments.
        </p>
        <p>Payments are non-refundable, including for partial periods and unused routes or vehicles.</p>
      </>
    ),
  },
  {
    id: 'price-changes',
    title: 'Price changes',
    content: (
      <p>
        We give at least 30 days&apos; notice of any price change by e-mail. A new price applies from your
        first billing period starting after the notice ends; you may cancel before then.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation and termination',
    content: (
      <p>
        You can cancel at any time; cancellation takes effect at the end of the current billing period and you
        keep access until then. We may suspend or end an account that seriously or repeatedly breaks these
        terms, after notice where the situation allows.
      </p>
    ),
  },
  {
    id: 'data-export',
    title: 'Data export after termination',
    content: (
      <p>
        After an account ends, its data remains available for export for 30 days. After that period we delete
        it, except where the law requires us to keep records.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    content: (
      <p>
        We aim for 99.9% uptime each month, excluding announced maintenance. This is an aim, not a guarantee;
        optimisation results are suggestions that your dispatchers remain responsible for checking.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranty and liability',
    content: (
      <p>
        The service is provided as is. To the extent the law allows, we are not liable for indirect or
        consequential losses, and our total liability is limited to the amount you paid us in the 12 months
        before the claim.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We publish changes here with their date and tell account holders of material changes by e-mail at
        least 30 days before they apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these terms: <ContactAddress />.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="2026-11-01"
      intro={<p>The rules for using the hosted Routier service, in plain language.</p>}
      sections={SECTIONS}
    />
  );
}
