import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../components/toast/toaster.js';
import { copyText } from './copy-text.js';

interface CodeBlockProps {
  code: string;
  /** Names the block for the copy button, e.g. 'JavaScript example'. */
  label: string;
}

/** Preformatted code with a Copy button. */
export function CodeBlock({ code, label }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="code-block">
      <Button
        className="code-block-copy"
        size="small"
        variant="outlined"
        icon={copied ? 'tick' : 'duplicate'}
        intent={copied ? Intent.SUCCESS : Intent.NONE}
        aria-label={`Copy ${label}`}
        onClick={() => {
          copyText(code)
            .then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
              showToast({
                title: 'Copied',
                description: `${label} copied to the clipboard.`,
                intent: Intent.SUCCESS,
              });
            })
            .catch(() =>
              showToast({
                title: 'Copy failed',
                description: 'Select the code and copy it by hand.',
                intent: Intent.WARNING,
              }),
            );
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <pre aria-label={label} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
