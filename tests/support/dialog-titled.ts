import { screen } from '@testing-library/react';

/**
 * The open dialog with this title. In jsdom Fluent's focus manager can mark a dialog aria-hidden
 * (focus cannot move into it there), which also empties its accessible name: find it by its
 * title, and query inside it with `hidden`. Real browsers move focus in and do not hide it.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(
    title,
    { selector: '.fui-DialogTitle' },
    { timeout: 5_000 },
  );
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled ${title}.`);
  return dialog;
}
