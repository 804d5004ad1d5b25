import { Button, Callout, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { showToast } from '../../components/toast/toaster.js';

/**
 * The step of a dialog that shows a secret once (an API token, a webhook signing secret): the warning, the
 * value, Copy, and Done.
 */
export function SecretReveal({
  title,
  label,
  secret,
  what,
  onDone,
  children,
}: {
  title: string;
  /** The accessible name of the value. */
  label: string;
  secret: string;
  /** What the Copy toast calls it ("token"). */
  what: string;
  onDone: () => void;
  children: ReactNode;
}) {
  const copy = () =>
    void navigator.clipboard.writeText(secret).then(() =>
      showToast({
        title: 'Copied',
        description: `The ${what} is on your clipboard.`,
        intent: Intent.SUCCESS,
      }),
    );
  return (
    <>
      <DialogBody>
        <Callout intent={Intent.WARNING} title={title}>
          {children}
        </Callout>
        <pre className="token-secret" aria-label={label}>
          {secret}
        </pre>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="duplicate" onClick={copy}>
              Copy
            </Button>
            <Button intent={Intent.PRIMARY} onClick={onDone}>
              Done
            </Button>
          </>
        }
      />
    </>
  );
}
