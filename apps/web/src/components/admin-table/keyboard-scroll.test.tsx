import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyboardScroll } from './keyboard-scroll.tsx';

function table(label: string) {
  return (
    <KeyboardScroll label={label}>
      <div className="ant-table-content" data-testid="area">
        <table />
      </div>
    </KeyboardScroll>
  );
}

function widths(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

describe('KeyboardScroll', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes a table area wider than the screen a named region the keyboard can reach', () => {
    widths(900, 400);
    render(table('Artwork sales'));
    const region = screen.getByRole('region', { name: 'Artwork sales' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('leaves a table that fits out of the tab order, and takes a region back when it comes to fit', () => {
    widths(400, 400);
    const { rerender } = render(table('Orders'));
    expect(screen.getByTestId('area')).not.toHaveAttribute('tabindex');
    vi.restoreAllMocks();
    widths(900, 400);
    rerender(table('Orders'));
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
    vi.restoreAllMocks();
    widths(400, 400);
    rerender(table('Orders'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByTestId('area')).not.toHaveAttribute('tabindex');
  });
});
