import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

/** What can take focus inside a table's cells (a link, a button, a checkbox, a sort header). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
/** Marks an element this hook took out of the Tab order, so it can put it back. */
const DEMOTED = 'data-grid-demoted';

function itemsOf(table: HTMLElement): HTMLElement[] {
  return [...table.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.closest('[aria-hidden="true"]') === null &&
      (element.hasAttribute(DEMOTED) || element.tabIndex >= 0),
  );
}

/** The row and column of an item: its row, and the index of its cell in that row. */
function placeOf(item: HTMLElement): { row: HTMLTableRowElement | null; column: number } {
  const cell = item.closest<HTMLTableCellElement>('td, th');
  return { row: cell?.parentElement as HTMLTableRowElement | null, column: cell?.cellIndex ?? 0 };
}

/** One Tab stop: `current` keeps its place in the Tab order, every other item leaves it. */
function rove(items: readonly HTMLElement[], current: HTMLElement | undefined) {
  const stop = current && items.includes(current) ? current : items[0];
  for (const item of items) {
    if (item === stop) {
      if (item.hasAttribute(DEMOTED)) {
        item.removeAttribute(DEMOTED);
        item.tabIndex = 0;
      }
    } else if (!item.hasAttribute(DEMOTED)) {
      item.setAttribute(DEMOTED, '');
      item.tabIndex = -1;
    }
  }
}

/** Where an arrow key goes from `item`: along its row, or to the nearest column of the next row. */
function target(items: readonly HTMLElement[], item: HTMLElement, event: KeyboardEvent) {
  const here = placeOf(item);
  const inRow = (row: Element | null) => items.filter((other) => placeOf(other).row === row);
  const rowItems = inRow(here.row);
  const at = rowItems.indexOf(item);
  switch (event.key) {
    case 'ArrowLeft':
      return rowItems[at - 1];
    case 'ArrowRight':
      return rowItems[at + 1];
    case 'Home':
      return event.ctrlKey ? items[0] : rowItems[0];
    case 'End':
      return event.ctrlKey ? items.at(-1) : rowItems.at(-1);
    case 'ArrowUp':
    case 'ArrowDown': {
      const rows = [...new Set(items.map((other) => placeOf(other).row))];
      const next = rows[rows.indexOf(here.row) + (event.key === 'ArrowUp' ? -1 : 1)];
      if (!next) return undefined;
      const candidates = inRow(next);
      return candidates.reduce<HTMLElement | undefined>((best, other) => {
        if (!best) return other;
        const distance = (el: HTMLElement) => Math.abs(placeOf(el).column - here.column);
        return distance(other) < distance(best) ? other : best;
      }, undefined);
    }
    default:
      return undefined;
  }
}

/**
 * Keyboard movement in a table (a grid for keyboard users): the arrow keys move between the
 * focusable things in its cells, Home and End to a row's ends (with Ctrl, the table's), and the
 * table is one Tab stop, the last item focused, so Tab leaves it. A roving tab index, kept by the
 * table itself: Fluent's arrow navigation group adds focusable sentinels hidden from screen
 * readers around the table, which accessibility checkers rightly flag (Lighthouse, axe).
 */
export function useGridKeys<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef<HTMLElement | undefined>(undefined);

  useEffect(() => {
    const table = ref.current;
    if (!table) return;
    const update = () => rove(itemsOf(table), current.current);
    update();
    // Rows come and go (paging, a virtual list's scrolling, a menu's trigger loading later).
    const observer = new MutationObserver(update);
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const onFocus = useCallback(() => {
    const table = ref.current;
    const focused = table?.ownerDocument.activeElement;
    if (!table || !(focused instanceof HTMLElement) || !table.contains(focused)) return;
    const items = itemsOf(table);
    if (!items.includes(focused)) return;
    current.current = focused;
    rove(items, focused);
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
    const table = ref.current;
    const from = event.target;
    // Keys from a menu opened in a cell arrive here through React's portal; they are its own.
    if (event.defaultPrevented || !table || !(from instanceof HTMLElement)) return;
    if (!table.contains(from) || event.altKey || event.metaKey) return;
    if (from.matches('input:not([type="checkbox"]), select, textarea')) return;
    const items = itemsOf(table);
    if (!items.includes(from)) return;
    const next = target(items, from, event);
    if (!next) return;
    event.preventDefault();
    current.current = next;
    rove(items, next);
    next.focus();
  }, []);

  return { ref, onFocus, onKeyDown };
}
