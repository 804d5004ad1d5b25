// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './SelectField.js';

const options = (
  <>
    <option value="">Select vehicle</option>
    <option value="van">Van</option>
  </>
);

describe('SelectField', () => {
  afterEach(cleanup);

  it('labels its select and marks nothing while there is no error', () => {
    render(
      <SelectField id="veh" label="Vehicle" value="van" onChange={() => undefined}>
        {options}
      </SelectField>,
    );
    const select = screen.getByLabelText('Vehicle');
    expect(select.tagName).toBe('SELECT');
    expect((select as HTMLSelectElement).value).toBe('van');
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows an error under the select, marks the select and links the two', () => {
    render(
      <SelectField
        id="veh"
        label="Vehicle"
        error="Please select a vehicle"
        value=""
        onChange={() => undefined}
      >
        {options}
      </SelectField>,
    );
    const select = screen.getByLabelText('Vehicle');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('veh-help');
    expect(document.getElementById('veh-help')?.textContent).toBe('Please select a vehicle');
    expect(select.closest('.bp6-form-group')?.classList.contains('bp6-intent-danger')).toBe(true);
  });
});
