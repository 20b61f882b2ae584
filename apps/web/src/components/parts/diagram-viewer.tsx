"use client";

import type { DiagramPosition } from "@portal/domain/parts/schemas";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { clampView, initialView, type ViewState, zoomAt, zoomLimits } from "@/lib/parts/view";
import styles from "./parts.module.css";

type DiagramViewerProps = {
  svg: string;
  width: number;
  height: number;
  title: string;
  positions: DiagramPosition[];
  active: number | null;
  onActivate: (number: number | null) => void;
  onChoose: (number: number) => void;
};

const PAN_STEP = 40;

/**
 * The drawing with its numbered hotspots: zoom with the wheel, a pinch or the buttons, pan by
 * dragging or with the arrow keys once the frame has the focus; each hotspot is a button.
 */
export function DiagramViewer({ svg, width, height, title, positions, active, onActivate, onChoose }: DiagramViewerProps) {
  const t = useTranslations("parts.viewer");
  const frameRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ViewState>(initialView);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ distance: number; moved: boolean } | null>(null);

  const frameSize = () => {
    const box = frameRef.current?.getBoundingClientRect();
    return { width: box?.width ?? 1, height: box?.height ?? 1 };
  };
  const zoom = (factor: number, point?: { x: number; y: number }) => {
    const frame = frameSize();
    setView((current) => zoomAt(current, factor, point ?? { x: frame.width / 2, y: frame.height / 2 }, frame));
  };
  const pan = (dx: number, dy: number) =>
    setView((current) => clampView({ ...current, x: current.x + dx, y: current.y + dy }, frameSize()));

  // The wheel zooms the drawing, not the page: the listener must be active to cancel the scroll.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = frame.getBoundingClientRect();
      const point = { x: event.clientX - box.left, y: event.clientY - box.top };
      const size = { width: box.width, height: box.height };
      setView((current) => zoomAt(current, event.deltaY < 0 ? zoomLimits.step : 1 / zoomLimits.step, point, size));
    };
    frame.addEventListener("wheel", onWheel, { passive: false });
    return () => frame.removeEventListener("wheel", onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { distance: pinchDistance(pointers.current), moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous || !gesture.current) return;
    const dx = event.clientX - previous.x;
    const dy = event.clientY - previous.y;
    // Small moves are taps or clicks on a hotspot, not drags.
    if (!gesture.current.moved && Math.hypot(dx, dy) < 4) return;
    if (!gesture.current.moved) {
      gesture.current.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2) {
      const distance = pinchDistance(pointers.current);
      const box = event.currentTarget.getBoundingClientRect();
      const centre = pinchCentre(pointers.current);
      if (gesture.current.distance > 0) zoom(distance / gesture.current.distance, { x: centre.x - box.left, y: centre.y - box.top });
      gesture.current.distance = distance;
    } else {
      pan(dx, dy);
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) gesture.current = null;
    else if (gesture.current) gesture.current.distance = pinchDistance(pointers.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget && !event.key.startsWith("Arrow")) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      pan(move[0], move[1]);
    } else if (event.key === "+" || event.key === "=") {
      event.preventDefault();
      zoom(zoomLimits.step);
    } else if (event.key === "-") {
      event.preventDefault();
      zoom(1 / zoomLimits.step);
    } else if (event.key === "0") {
      event.preventDefault();
      setView(initialView);
    }
  };

  return (
    <figure className={styles.viewer}>
      <div className={styles.viewerTools}>
        <p className={styles.viewerHint}>{t("hint")}</p>
        <div className={styles.zoomButtons}>
          <button
            type="button"
            className={styles.tool}
            onClick={() => zoom(zoomLimits.step)}
            aria-label={t("zoomIn")}
            disabled={view.scale >= zoomLimits.max}
          >
            +
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => zoom(1 / zoomLimits.step)}
            aria-label={t("zoomOut")}
            disabled={view.scale <= zoomLimits.min}
          >
            −
          </button>
          <button type="button" className={styles.tool} onClick={() => setView(initialView)} aria-label={t("reset")}>
            0
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable drawing moved with the arrow keys has no native element. */}
      <div
        ref={frameRef}
        className={styles.frame}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="group"
        aria-label={t("frame", { title })}
        aria-roledescription={t("roleDescription")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame takes the arrow keys and +, − and 0.
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div className={styles.layer} style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}>
          {/* biome-ignore lint/performance/noImgElement: an SVG drawing, served by the API with its own caching. */}
          <img src={svg} alt="" width={width} height={height} className={styles.drawing} draggable={false} />
          {positions.map((position) => (
            <button
              key={position.number}
              type="button"
              className={`${styles.hotspot} ${active === position.number ? styles.hotspotActive : ""}`}
              style={{ left: `${(position.x / width) * 100}%`, top: `${(position.y / height) * 100}%` }}
              aria-label={t("hotspot", { number: position.number, name: position.name, reference: position.reference })}
              aria-pressed={active === position.number}
              onMouseEnter={() => onActivate(position.number)}
              onMouseLeave={() => onActivate(null)}
              onFocus={() => onActivate(position.number)}
              onBlur={() => onActivate(null)}
              onClick={() => onChoose(position.number)}
            >
              <span aria-hidden="true">{position.number}</span>
            </button>
          ))}
        </div>
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}

function pinchDistance(points: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

function pinchCentre(points: Map<number, { x: number; y: number }>) {
  const [a, b] = [...points.values()];
  return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 };
}
