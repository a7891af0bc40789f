import { FluentProvider } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { themes } from '@/lib/theme/themes';
import { ImpactMatrix, type MatrixCell } from './impact-matrix';

const changes = [
  { id: 1, name: 'Bedside charting' },
  { id: 2, name: 'Medication' },
];
const groups = [
  { id: 10, name: 'Ward staff' },
  { id: 20, name: 'Leeds site' },
];

/** The matrix over an in-memory store, as the tab holds it over the API. */
function Harness({ write }: { write: (key: string, value: MatrixCell | null) => void }) {
  const [cells, setCells] = useState(new Map<string, MatrixCell>());
  return (
    <FluentProvider theme={themes.light}>
      <ImpactMatrix
        changes={changes}
        groups={groups}
        cells={cells}
        canEdit
        write={async (changeId, groupId, value) => {
          const key = `${changeId}:${groupId}`;
          write(key, value);
          setCells((current) => {
            const next = new Map(current);
            if (value) next.set(key, value);
            else next.delete(key);
            return next;
          });
        }}
      />
    </FluentProvider>
  );
}

const cell = (row: number, col: number) =>
  screen.getAllByRole('gridcell')[row * groups.length + col] as HTMLElement;

describe('the change × group matrix', () => {
  it('sets levels by keyboard, moving with the arrows, and says each level in words', async () => {
    const write = vi.fn();
    const user = userEvent.setup();
    render(<Harness write={write} />);
    await user.click(cell(0, 0));
    await user.keyboard('5');
    await waitFor(() => expect(cell(0, 0)).toHaveTextContent('Very high · 0 h'));
    await user.keyboard('{ArrowRight}3');
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('Medium'));
    await user.keyboard('{ArrowDown}1');
    await waitFor(() => expect(cell(1, 1)).toHaveTextContent('Very low'));
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cell(1, 1)).toHaveFocus());
    expect(write.mock.calls).toEqual([
      ['1:10', { impact_level: 'VERY_HIGH', hours_per_person: 0 }],
      ['1:20', { impact_level: 'MEDIUM', hours_per_person: 0 }],
      ['2:20', { impact_level: 'VERY_LOW', hours_per_person: 0 }],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Set one cell to Very low.');
  });

  it('edits hours with Enter, fills a row, clears with Delete and undoes with Ctrl+Z', async () => {
    const user = userEvent.setup();
    render(<Harness write={vi.fn()} />);
    await user.click(cell(0, 0));
    await user.keyboard('4');
    await waitFor(() => expect(cell(0, 0)).toHaveTextContent('High · 0 h'));
    await user.keyboard('{Enter}');
    const hours = await screen.findByRole('spinbutton', { name: /Hours per person/ });
    await user.clear(hours);
    await user.type(hours, '2.5{Enter}');
    await waitFor(() => expect(cell(0, 0)).toHaveTextContent('High · 2.5 h'));
    await user.click(screen.getByRole('button', { name: 'Fill row' }));
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('High · 2.5 h'));
    await user.click(cell(0, 1));
    await user.keyboard('{Delete}');
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('Not rated'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('High · 2.5 h'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cell(0, 1)).toHaveTextContent('Not rated'));
  });

  it('only moves in a read-only matrix', async () => {
    const user = userEvent.setup();
    render(
      <FluentProvider theme={themes.light}>
        <ImpactMatrix
          changes={changes}
          groups={groups}
          cells={new Map()}
          canEdit={false}
          write={vi.fn()}
        />
      </FluentProvider>,
    );
    await user.click(cell(0, 0));
    await user.keyboard('5{ArrowDown}');
    expect(cell(0, 0)).toHaveTextContent('Not rated');
    await waitFor(() => expect(cell(1, 0)).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Fill row' })).toBeNull();
  });
});
