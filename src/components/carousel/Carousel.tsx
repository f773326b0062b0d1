"use client";

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from "react";
import { carouselPositions, slideLabel } from "./positions";

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** With `{index}` and `{total}`, e.g. "{index} of {total}". */
  slide: string;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Slides visible at once from the md breakpoint (one on phones). */
  items?: number;
  /** Slides moved per step. */
  slideBy?: number;
  /** Advances every `interval` ms; pauses on hover and focus; never with reduced motion. */
  autoplay?: boolean;
  interval?: number;
  labels: CarouselLabels;
}

const SWIPE_DISTANCE = 40;

function subscribeMedia(query: string) {
  return (notify: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", notify);
    return () => list.removeEventListener("change", notify);
  };
}

function useMedia(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(subscribeMedia(query), () => window.matchMedia(query).matches, () => serverValue);
}

/** An accessible carousel: buttons, arrow keys and swipe; autoplay with a pause button. */
export function Carousel({ label, slides, items = 1, slideBy = 1, autoplay = false, interval = 6000, labels }: CarouselProps) {
  const id = useId();
  const wide = useMedia("(min-width: 768px)", true);
  const reducedMotion = useMedia("(prefers-reduced-motion: reduce)", false);
  const visible = wide ? Math.max(1, items) : 1;
  const { total, positions } = carouselPositions(slides.length, visible, wide ? slideBy : 1);
  const [position, setPosition] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const current = Math.min(position, positions.length - 1);
  const first = positions[current] ?? 0;

  const count = positions.length;
  const go = useCallback((delta: number) => setPosition((value) => (Math.min(value, count - 1) + delta + count) % count), [count]);
  const running = autoplay && !reducedMotion && !paused && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => go(1), interval);
    return () => window.clearInterval(timer);
  }, [running, go, interval]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    pointerStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (pointerStart.current === null) return;
    const distance = event.clientX - pointerStart.current;
    pointerStart.current = null;
    swiped.current = Math.abs(distance) >= SWIPE_DISTANCE;
    if (swiped.current) go(distance < 0 ? 1 : -1);
  };
  // A swipe that ends on a link must not follow it.
  const onClickCapture = (event: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  if (total === 0) return null;
  const showControls = positions.length > 1;

  return (
    <section
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="carousel"
      data-position={current}
      data-autoplay={running ? "running" : "stopped"}
    >
      {showControls ? (
        <div className="mb-4 flex justify-end gap-2">
          {autoplay && !reducedMotion ? (
            <button type="button" onClick={() => setPaused((value) => !value)} className="rounded-full border-2 border-ink px-4 py-2 text-sm font-semibold">
              {paused ? labels.play : labels.pause}
            </button>
          ) : null}
          <button type="button" aria-controls={id} onClick={() => go(-1)} className="grid size-11 place-items-center rounded-full border-2 border-ink" aria-label={labels.previous}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" aria-controls={id} onClick={() => go(1)} className="grid size-11 place-items-center rounded-full border-2 border-ink" aria-label={labels.next}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
      <div
        className="overflow-hidden"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointerStart.current = null)}
        onClickCapture={onClickCapture}
        // Images would start a native drag (and cancel the pointer) instead of a swipe.
        onDragStart={(event) => event.preventDefault()}
        style={{ touchAction: "pan-y" }}
      >
        <div
          id={id}
          aria-live={running ? "off" : "polite"}
          className={`flex ${reducedMotion ? "" : "transition-transform duration-500 ease-out"}`}
          style={{ transform: `translateX(-${(first * 100) / visible}%)` }}
        >
          {slides.map((slide, index) => {
            const shown = index >= first && index < first + visible;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(labels.slide, index + 1, total)}
                aria-hidden={!shown}
                inert={!shown}
                className="shrink-0 px-2"
                style={{ width: `${100 / visible}%` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
