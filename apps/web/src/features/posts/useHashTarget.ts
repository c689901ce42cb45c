import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Scrolls the element into view when the address points at it (`#id`), as the page loads it later than the browser looks. */
export function useHashTarget<T extends HTMLElement>(id: string) {
  const { hash } = useLocation();
  const ref = useRef<T>(null);
  useEffect(() => {
    if (hash === `#${id}`) ref.current?.scrollIntoView({ block: 'center' });
  }, [hash, id]);
  return ref;
}
