import { useEffect, useId, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';

/** Spec §9: carousels move every 4000 ms. */
export const CAROUSEL_INTERVAL_MS = 4000;

/**
 * An auto-advancing carousel that a person can pause (WCAG 2.2.2), move by hand, and that stands still
 * for people who ask for reduced motion or while it has focus or the pointer.
 */
export function Carousel({ label, slides }: { label: string; slides: { key: string; content: ReactNode }[] }) {
  const id = useId();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hover, setHover] = useState(false);
  const playing = !paused && !reduced && !hover && slides.length > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, slides.length]);

  const go = (i: number) => setIndex((i + slides.length) % slides.length);
  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      className="rounded-xl border border-neutral-200 bg-white p-5"
    >
      <div id={`${id}-slides`} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((s, i) => (
          <div
            key={s.key}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${slides.length}`}
            hidden={i !== index}
            data-active={i === index || undefined}
          >
            {s.content}
          </div>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="min-h-11 rounded-md border border-neutral-300 px-3 text-sm font-semibold"
          aria-controls={`${id}-slides`}
        >
          {paused ? 'Reanudar' : 'Pausar'}
        </button>
        <button
          type="button"
          onClick={() => go(index - 1)}
          className="min-h-11 rounded-md border border-neutral-300 px-3 text-sm"
          aria-controls={`${id}-slides`}
          aria-label="Anterior"
        >
          ‹
        </button>
        <button
          type="button"
          onClick={() => go(index + 1)}
          className="min-h-11 rounded-md border border-neutral-300 px-3 text-sm"
          aria-controls={`${id}-slides`}
          aria-label="Siguiente"
        >
          ›
        </button>
        <span className="text-sm text-muted">
          {index + 1} / {slides.length}
        </span>
      </div>
    </section>
  );
}
