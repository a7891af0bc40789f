import { FluentProvider } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themes } from '@/lib/theme/themes';
import { StatusIndicator } from './status-indicator';

describe('StatusIndicator', () => {
  it.each(['green', 'amber', 'red'] as const)(
    'says %s in words and an icon, not colour alone',
    (level) => {
      const label = { green: 'On track', amber: 'At risk', red: 'Missed' }[level];
      render(
        <FluentProvider theme={themes.light}>
          <StatusIndicator level={level} label={label} />
        </FluentProvider>,
      );
      const indicator = screen.getByText(label);
      expect(indicator).toHaveAttribute('data-status', level);
      expect(indicator.querySelector('svg')).not.toBeNull();
    },
  );
});
