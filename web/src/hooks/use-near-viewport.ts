import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true): below-the-fold
 * content starts loading as the visitor scrolls towards it, not while the page itself loads.
 * Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export const useNearViewport = (ref: RefObject<Element | null>, margin = '800px'): boolean => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, margin, near]);

  return near;
};
