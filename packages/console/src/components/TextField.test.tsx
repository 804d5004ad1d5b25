// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField.js';

describe('TextField', () => {
  afterEach(cleanup);

  it('labels its input and marks nothing while there is no error', () => {
    render(<TextField id="name" label="Route Name" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Route Name');
    expect(input.id).toBe('name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.closest('.bp6-input-group')?.classList.contains('bp6-intent-danger')).toBe(false);
  });

  it('shows an error under the input, marks the input and links the two', () => {
    render(
      <TextField id="name" label="Route Name" error="Name is required" value="" onChange={() => undefined} />,
    );
    const input = screen.getByLabelText('Route Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('name-help');
    expect(document.getElementById('name-help')?.textContent).toBe('Name is required');
    expect(input.closest('.bp6-input-group')?.classList.contains('bp6-intent-danger')).toBe(true);
    expect(input.closest('.bp6-form-group')?.classList.contains('bp6-intent-danger')).toBe(true);
  });
});
