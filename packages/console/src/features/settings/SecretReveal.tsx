import { Button, Callout, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { showToast } from '../../components/toast/toaster.js';

/** A secret shown once (an API token, a webhook signing secret): the warning, the value, and Copy. */
export function SecretReveal({
  title,
  label,
  secret,
  children,
}: {
  title: string;
  label: string;
  secret: string;
  children: ReactNode;
}) {
  return (
    <>
      <Callout intent={Intent.WARNING} title={title}>
        {children}
      </Callout>
      <pre className="token-secret" aria-label={label}>
        {secret}
      </pre>
    </>
  );
}

export function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button
      icon="duplicate"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(() =>
          showToast({
            title: 'Copied',
            description: `The ${what} is on your clipboard.`,
            intent: Intent.SUCCESS,
          }),
        )
      }
    >
      Copy
    </Button>
  );
}
