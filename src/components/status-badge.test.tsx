import { FluentProvider } from '@fluentui/react-components';
import { CheckmarkCircle16Regular, Warning16Filled } from '@fluentui/react-icons';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themes } from '@/lib/theme/themes';
import { StatusBadge, type StatusMap } from './status-badge';

const states: StatusMap<'Open' | 'Overdue'> = {
  Open: { label: 'Open', icon: CheckmarkCircle16Regular, tone: 'neutral' },
  Overdue: { label: 'Past due', icon: Warning16Filled, tone: 'danger' },
};

describe('StatusBadge', () => {
  it.each(['Open', 'Overdue'] as const)(
    'says %s in words and an icon, not colour alone',
    (value) => {
      render(
        <FluentProvider theme={themes.light}>
          <StatusBadge map={states} value={value} prefix="State" />
        </FluentProvider>,
      );
      const badge = screen.getByText(states[value].label).closest('[data-status]');
      expect(badge).toHaveAttribute('data-status', value);
      expect(badge).toHaveTextContent(`State: ${states[value].label}`);
      expect(badge?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    },
  );

  it('gives each tone its own look', () => {
    render(
      <FluentProvider theme={themes.light}>
        <StatusBadge map={states} value="Open" />
        <StatusBadge map={states} value="Overdue" />
      </FluentProvider>,
    );
    const open = screen.getByText('Open').closest('[data-status]');
    const overdue = screen.getByText('Past due').closest('[data-status]');
    expect(open?.className).not.toEqual(overdue?.className);
  });
});
