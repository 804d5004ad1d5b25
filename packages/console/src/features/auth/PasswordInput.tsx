import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { AppTooltip } from '../../components/AppTooltip.js';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/** Password field with a show/hide toggle. */
export function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  invalid,
  describedBy,
  disabled,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const label = visible ? 'Hide password' : 'Show password';
  return (
    <InputGroup
      id={id}
      name="password"
      type={visible ? 'text' : 'password'}
      value={value}
      autoComplete={autoComplete}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      disabled={disabled}
      onValueChange={onChange}
      size="large"
      rightElement={
        <AppTooltip content={label} placement="top">
          <Button
            variant="minimal"
            icon={visible ? 'eye-off' : 'eye-open'}
            aria-label={label}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            disabled={disabled}
          />
        </AppTooltip>
      }
    />
  );
}
