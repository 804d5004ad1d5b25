// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DestinationRows } from './DestinationRows.js';

function renderRows(rows: string[], onChange = vi.fn(), onAdded = vi.fn()) {
  render(
    <DestinationRows rows={rows} onChange={onChange} blank="" onAdded={onAdded}>
      {(row, index) => <span data-testid={`row-${index}`}>{row}</span>}
    </DestinationRows>,
  );
  return { onChange, onAdded };
}

describe('DestinationRows', () => {
  afterEach(cleanup);

  it('numbers the rows and offers no remove button while there is only one', () => {
    renderRows(['Austin']);
    expect(screen.getByTestId('row-0').textContent).toBe('Austin');
    expect(screen.queryByLabelText('Remove destination 1')).toBeNull();
  });

  it('removes the row whose button was pressed', () => {
    const { onChange } = renderRows(['Austin', 'Dallas', 'Waco']);
    fireEvent.click(screen.getByLabelText('Remove destination 2'));
    expect(onChange).toHaveBeenCalledWith(['Austin', 'Waco']);
  });

  it('appends a blank row on Add Destination, then says so', () => {
    const { onChange, onAdded } = renderRows(['Austin']);
    fireEvent.click(screen.getByText('Add Destination'));
    expect(onChange).toHaveBeenCalledWith(['Austin', '']);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });
});
