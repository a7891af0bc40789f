import { waitFor } from '@testing-library/react';

const labelOf = (element: Element): string => {
  const ids = element.getAttribute('aria-labelledby');
  const text = ids
    ? ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (element.getAttribute('aria-label') ?? '');
  return text.replace(/\s+/g, ' ').trim();
};

/**
 * The open dialog (or alert dialog) with this title. In jsdom Fluent's focus manager marks an open
 * dialog aria-hidden about 250 ms after it opens (focus cannot move into it there), and Testing
 * Library then computes an empty name for it: a query by role and name passes only when it runs
 * within those 250 ms, which a loaded machine misses. So find it by what its title says, and query
 * inside it with `hidden`. Real browsers move focus in and do not hide it.
 */
export async function dialogTitled(
  title: string | RegExp,
  options: { timeout?: number } = {},
): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = Array.from(
        document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
      ).find((element) => {
        const label = labelOf(element);
        return typeof title === 'string' ? label === title : title.test(label);
      });
      if (!dialog) throw new Error(`No open dialog titled ${String(title)}.`);
      return dialog;
    },
    // Without a timeout, Testing Library's own (set for every web test in web-setup.ts) applies.
    options,
  );
}
