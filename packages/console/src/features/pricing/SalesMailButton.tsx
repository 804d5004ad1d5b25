import { AnchorButton, Button, type ButtonProps } from '@blueprintjs/core';
import { AppTooltip } from '../../components/AppTooltip.js';
import { usePublicConfig } from '../../lib/use-public-config.js';
import { mailtoHref } from '../public-site/public-links.js';

interface SalesMailButtonProps extends Pick<ButtonProps, 'intent' | 'variant' | 'size' | 'icon' | 'fill'> {
  label: string;
  subject: string;
  onClick?: () => void;
}

/**
 * Opens an e-mail draft to the sales address of GET /api/config. When the operator configured none,
 * the button is shown disabled with a tooltip saying so.
 */
export function SalesMailButton({ label, subject, onClick, ...props }: SalesMailButtonProps) {
  const { data: config } = usePublicConfig();
  const href = mailtoHref(config?.contact.salesEmail, subject);
  if (href === null) {
    return (
      <AppTooltip content="No sales address is configured on this server." placement="top">
        <Button {...props} disabled>
          {label}
        </Button>
      </AppTooltip>
    );
  }
  return (
    <AnchorButton role="link" {...props} href={href} onClick={onClick}>
      {label}
    </AnchorButton>
  );
}
