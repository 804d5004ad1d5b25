import { Intent, SegmentedControl, Tag } from '@blueprintjs/core';
import type { BillingPeriod } from './plans.js';

interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}

/** Monthly / Annual, with the annual saving next to it. */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <div className="billing-toggle">
      <SegmentedControl
        aria-label="Billing period"
        size="large"
        value={value}
        onValueChange={(next) => onChange(next as BillingPeriod)}
        options={[
          { label: 'Monthly', value: 'monthly' },
          { label: 'Annual', value: 'annual' },
        ]}
      />
      <Tag intent={Intent.SUCCESS} minimal round size="large">
        Save 20%
      </Tag>
    </div>
  );
}
