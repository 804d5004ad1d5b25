export interface FaqItem {
  question: string;
  answer: string;
}

export const PRICING_FAQ: FaqItem[] = [
  {
    question: 'Routier is open source. Why are there plans?',
    answer:
      'The software is MIT-licensed and free to run on your own server, with every feature. The plans are for the hosted service run by the operator of this site: they keep it running, updated and backed up, and support you.',
  },
  {
    question: 'How does the free trial work?',
    answer:
      'You get 14 days with full access to the features of the Professional plan, without entering a card. Nothing is charged unless you choose a plan; at the end of the trial you pick one to keep planning.',
  },
  {
    question: 'What is the difference between monthly and annual billing?',
    answer:
      'Annual billing costs 20% less than twelve monthly payments and is paid in advance for the year. You can switch at the end of any billing period.',
  },
  {
    question: 'What counts as a route?',
    answer:
      'A saved route: a start location and its stops, planned for one vehicle. Re-optimising or editing a route you already have does not count again.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancellation takes effect at the end of the current billing period, and you keep access until then. Payments already made are not refunded.',
  },
  {
    question: 'Can I take my data with me?',
    answer:
      'Always. Routes export to CSV at any time, everything is reachable through the API, and after an account ends its data stays available for export for 30 days.',
  },
];
