import { Button, Intent } from '@blueprintjs/core';
import { AppTooltip } from '../../components/AppTooltip.js';
import { showToast } from '../../components/toast/toaster.js';
import { usePublicConfig } from '../../lib/use-public-config.js';
import { GOOGLE_START_FAILED } from './auth-messages.js';

function go(path: string, onFailure?: () => void) {
  try {
    window.location.assign(path);
  } catch {
    onFailure?.();
  }
}

interface ProviderButtonProps {
  label: string;
  icon: 'globe-network' | 'key';
  configured: boolean;
  notConfiguredText: string;
  onClick: () => void;
}

function ProviderButton({ label, icon, configured, notConfiguredText, onClick }: ProviderButtonProps) {
  const button = (
    <Button
      variant="outlined"
      size="large"
      fill
      icon={icon}
      disabled={!configured}
      onClick={onClick}
      aria-describedby={configured ? undefined : 'oauth-unavailable'}
    >
      {label}
    </Button>
  );
  if (configured) return button;
  return (
    <AppTooltip content={notConfiguredText} placement="top" className="oauth-tooltip-target">
      {button}
    </AppTooltip>
  );
}

/**
 * 'Google' (→ /api/auth/google) and the hosted-platform login (→ /api/login, labelled by the server,
 * 'Replit' by default). A provider this server has not configured is shown disabled with a tooltip and a
 * line of text saying so; while the configuration loads, both are enabled (the server answers a
 * not-configured provider with the Authentication Error redirect anyway).
 */
export function OAuthButtons() {
  const { data: config } = usePublicConfig();
  const google = config?.auth.google ?? true;
  const oidc = config?.auth.oidc ?? true;
  const oidcLabel = config?.auth.oidcLabel || 'Replit';
  const unavailable = [!google ? 'Google' : null, !oidc ? oidcLabel : null].filter(Boolean);
  return (
    <div className="oauth">
      <div className="oauth-divider" role="separator">
        <span>or continue with</span>
      </div>
      <div className="oauth-buttons">
        <ProviderButton
          label="Google"
          icon="globe-network"
          configured={google}
          notConfiguredText="Google sign-in is not configured on this server."
          onClick={() =>
            go('/api/auth/google', () =>
              showToast({
                title: 'Authentication Error',
                description: GOOGLE_START_FAILED,
                intent: Intent.DANGER,
              }),
            )
          }
        />
        <ProviderButton
          label={oidcLabel}
          icon="key"
          configured={oidc}
          notConfiguredText={`${oidcLabel} sign-in is not configured on this server.`}
          onClick={() => go('/api/login')}
        />
      </div>
      {unavailable.length > 0 ? (
        <p id="oauth-unavailable" className="oauth-unavailable">
          {unavailable.join(' and ')} sign-in {unavailable.length > 1 ? 'are' : 'is'} not configured on this
          server.
        </p>
      ) : null}
    </div>
  );
}
