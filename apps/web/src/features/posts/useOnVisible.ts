import { useEffect, useEffectEvent, useRef } from 'react';

/** Calls `onVisible` whenever the returned element scrolls within 600 px of the viewport (infinite scroll). */
export function useOnVisible<Element extends HTMLElement>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<Element>(null);
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && visible(), {
      rootMargin: '600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
