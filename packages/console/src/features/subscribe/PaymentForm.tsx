import { Button, Callout, Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/toast/toaster.js';
import { loadStripeJs, type StripeElements, type StripeJs } from './stripe-js.js';

/**
 * Stripe's Payment Element for the subscription's first invoice. The button reads 'Processing...' and stays
 * disabled until Stripe.js has loaded and while a payment is confirmed; a refused card shows the 'Payment
 * Failed' toast with Stripe's message; success shows 'Payment Successful' and returns to
 * /dashboard?subscription=success (Stripe redirects there itself when the card needs a bank's check).
 */
export function PaymentForm({
  clientSecret,
  publishableKey,
}: {
  clientSecret: string;
  publishableKey: string;
}) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    let element: { destroy(): void } | undefined;
    loadStripeJs(publishableKey)
      .then((js) => {
        if (cancelled || !mountPoint.current) return;
        const elements = js.elements({ clientSecret, appearance: { theme: 'stripe' } });
        const payment = elements.create('payment');
        payment.mount(mountPoint.current);
        element = payment;
        setStripe({ js, elements });
      })
      .catch((error: Error) => !cancelled && setLoadError(error.message));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [clientSecret, publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setProcessing(true);
    const returnUrl = `${window.location.origin}/dashboard?subscription=success`;
    const result = await stripe.js.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setProcessing(false);
    if (result.error) {
      showToast({
        title: 'Payment Failed',
        description: result.error.message ?? 'The payment did not go through',
        intent: Intent.DANGER,
      });
      return;
    }
    showToast({
      title: 'Payment Successful',
      description: 'Welcome to Routier Professional!',
      intent: Intent.SUCCESS,
    });
    navigate('/dashboard?subscription=success');
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Payment" className="payment-form">
      {loadError && (
        <Callout intent={Intent.DANGER} title="The payment form could not be loaded">
          {loadError}. Check your connection and reload the page.
        </Callout>
      )}
      <div ref={mountPoint} className="payment-element" data-testid="payment-element" />
      <Button type="submit" intent={Intent.PRIMARY} fill size="large" disabled={!stripe || processing}>
        {!stripe || processing ? 'Processing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
