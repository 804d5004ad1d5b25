/** The plans of document 1, section 9 (monthly prices in dollars; Enterprise is priced on request). */
export type BillingPeriod = 'monthly' | 'annual';

export interface Plan {
  id: 'basic' | 'starter' | 'professional' | 'enterprise';
  name: string;
  /** Dollars per month; null for a custom quote. */
  monthlyPrice: number | null;
  description: string;
  features: string[];
  limitations: string[];
  popular: boolean;
}

export const ANNUAL_DISCOUNT = 0.2;

/** Annual price = monthly x 12 x 0.8, rounded to cents. */
export function annualPrice(monthly: number): number {
  return Math.round(monthly * 12 * (1 - ANNUAL_DISCOUNT) * 100) / 100;
}

/** '$15', '$278.40': whole dollars without cents, otherwise two decimals. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

export interface DisplayedPrice {
  amount: string;
  period: string;
  note: string | null;
}

export function displayedPrice(plan: Plan, billing: BillingPeriod): DisplayedPrice {
  if (plan.monthlyPrice === null) return { amount: 'Custom', period: '', note: 'Tailored to your fleet' };
  if (billing === 'annual') {
    return {
      amount: formatDollars(annualPrice(plan.monthlyPrice)),
      period: '/year',
      note: 'billed annually',
    };
  }
  return { amount: formatDollars(plan.monthlyPrice), period: '/month', note: null };
}

export const PLANS: Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthlyPrice: 15,
    description: 'For a single van or a small courier getting started with planned routes.',
    features: ['25 routes per month', 'Up to 3 vehicles', 'E-mail support', 'Web dashboard'],
    limitations: ['No API access', 'No advanced constraints', 'No fleet analytics'],
    popular: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 29,
    description: 'For small teams that plan every day and need delivery slots respected.',
    features: ['50 routes per month', 'Up to 5 vehicles', 'Basic reporting', 'Time windows'],
    limitations: ['No API access', 'No fleet analytics'],
    popular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 79,
    description: 'For dispatch teams running a fleet with drivers, shifts and capacities.',
    features: [
      '500 routes per month',
      'Up to 25 vehicles',
      'Priority e-mail and chat support',
      'Analytics',
      'Capacity optimisation',
      'Driver scheduling',
      'Route status monitoring',
    ],
    limitations: ['No API access', 'No custom integrations'],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: null,
    description: 'For operations with several depots, integrations and their own infrastructure.',
    features: [
      'Unlimited routes and vehicles',
      '24/7 support',
      'Multi-depot planning',
      'Full API access and custom integrations',
      'Dedicated account manager',
      'On-premise option',
    ],
    limitations: [],
    popular: false,
  },
];
