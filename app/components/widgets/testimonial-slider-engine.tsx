import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect } from "react";

type Props = {
  viewport: HTMLElement;
  options: EmblaOptionsType;
  onReady: (api: EmblaCarouselType | null) => void;
};

/**
 * Embla attached to an already rendered viewport. Loaded with import() only once the slider is
 * on screen in a browser, so the carousel library never weighs on a page's first load and pages
 * that show testimonials as a grid never fetch it.
 */
export default function TestimonialSliderEngine({ viewport, options, onReady }: Props) {
  const [attach, api] = useEmblaCarousel(options);

  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);

  useEffect(() => {
    onReady(api ?? null);
    return () => onReady(null);
  }, [api, onReady]);

  return null;
}
