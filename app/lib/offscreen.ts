import { useEffect, useRef } from "react";

/**
 * A ref for an element with an endless CSS animation (the logo marquee, the video button's
 * pulse): the animation stands still while the element is off screen and goes on from where it
 * was when it comes back. A running animation makes the browser draw a frame 60 times a second
 * wherever it is on the page; on a phone that slows every tap, the menu's included
 * (docs/performance.md, "The phone menu"). Without JavaScript it simply runs.
 */
export function usePausedOffscreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      // Cleared rather than "running", so that a class pausing it (on hover) still does.
      if (entry) element.style.animationPlayState = entry.isIntersecting ? "" : "paused";
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.style.animationPlayState = "";
    };
  }, []);
  return ref;
}
