import { useEffect, useRef, useState } from 'react';

/**
 * The width in pixels of the box `box` is attached to, kept current as its pane resizes: charts
 * draw at a pixel width and must follow a Teams or Outlook pane however narrow. Undefined until
 * the box is first measured.
 */
export function usePaneWidth<T extends HTMLElement = HTMLDivElement>() {
  const box = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}
