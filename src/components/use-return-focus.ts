import { useEffect, useState } from 'react';

/**
 * Gives keyboard focus back to whatever had it when a dialog opened (usually the button that
 * opened it) once the dialog closes or unmounts. Dialogs here are mounted on demand and often
 * lazily, so Fluent's own restore has no trigger to go back to and focus would fall to <body>.
 * It steps in only when focus was left nowhere: a dialog that moves focus on purpose (to the
 * next screen's heading, say) keeps that.
 */
export function useReturnFocus(open = true) {
  // Read while rendering the opening, before the dialog moves focus inside itself.
  const [opener, setOpener] = useState<Element | null>(() =>
    open ? document.activeElement : null,
  );
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }

  useEffect(() => {
    if (!open) return;
    return () => {
      const target = opener;
      // After the dialog's own teardown, which may move focus itself.
      window.setTimeout(() => {
        const now = document.activeElement;
        const lost = now === null || now === document.body || !now.isConnected;
        if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
      }, 0);
    };
  }, [open, opener]);
}
