/**
 * Stripe's browser library (Stripe.js), loaded from Stripe as its terms require (never bundled), once per
 * page, only on the checkout. The few calls the checkout uses are typed here.
 */
const STRIPE_JS = 'https://js.stripe.com/v3/';

export interface StripeElements {
  create(
    type: 'payment',
    options?: Record<string, unknown>,
  ): { mount(element: HTMLElement): void; destroy(): void };
}

export interface StripeJs {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

/** Stripe.js for this publishable key; rejects when the library cannot be loaded (offline, blocked). */
export function loadStripeJs(publishableKey: string): Promise<StripeJs> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start'));
    script.onerror = () => {
      loading = null;
      reject(new Error('The payment form could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading.then((Stripe) => Stripe(publishableKey));
}
