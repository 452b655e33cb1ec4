import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../lib/cn.ts';

export type BarChartDatum = {
  /** Shown under the bar and in its hover value. */
  label: string;
  value: number;
};

export type BarChartProps = {
  data: BarChartDatum[];
  /** Accessible name of the chart (or `labelledBy`). */
  label?: string;
  /** Id of an element that names the chart. */
  labelledBy?: string;
  /** What the values count, shown with the hover value ("Visits"). */
  valueLabel: string;
  /** Height of the drawing in pixels; the width follows the container. */
  height?: number;
  formatValue?: (value: number) => string;
  className?: string;
};

const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

/** Up to about four round steps from 0 to at least `max` (1, 2 or 5 × a power of ten). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  // Whole steps: these are counts.
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power);
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) ticks.push(value);
  return ticks;
}

/**
 * A small bar chart drawn in SVG (no chart library): a value axis with round ticks, one bar per
 * datum, the value of the bar under the pointer or keyboard focus shown above it. The bars are
 * one tab stop: arrow keys, Home and End move between them, each named "label: value".
 */
export function BarChart({
  data,
  label,
  labelledBy,
  valueLabel,
  height = 288,
  formatValue = String,
  className,
}: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const bars = useRef<(SVGRectElement | null)[]>([]);
  const [width, setWidth] = useState(600);
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const tooltipId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.value)));
  const top = ticks.at(-1) ?? 1;
  const plotW = Math.max(1, width - PAD.left - PAD.right);
  const plotH = Math.max(1, height - PAD.top - PAD.bottom);
  const slot = plotW / Math.max(1, data.length);
  const barW = Math.max(2, Math.min(48, slot * 0.6));
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const x = (index: number) => PAD.left + slot * index + (slot - barW) / 2;

  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = data.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, focusIndex + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, focusIndex - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    setActive(next);
    bars.current[next]?.focus();
  };

  const shown = active === null ? undefined : data[active];
  return (
    <div
      ref={box}
      data-slot="bar-chart"
      className={cn('relative w-full', className)}
      style={{ height }}
      onPointerLeave={() => setActive(null)}
    >
      <svg
        role="group"
        aria-label={label}
        aria-labelledby={labelledBy}
        width={width}
        height={height}
        className="block overflow-visible text-xs"
        onKeyDown={move}
      >
        {ticks.map((tick) => (
          <g key={tick} aria-hidden>
            <line
              x1={PAD.left}
              x2={PAD.left + plotW}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-border)"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              fill="var(--color-muted-foreground)"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {data.map((datum, index) => (
          <g key={`${datum.label}-${index}`}>
            <rect
              ref={(element) => {
                bars.current[index] = element;
              }}
              data-chart-bar
              role="img"
              aria-label={`${datum.label}: ${formatValue(datum.value)}`}
              aria-describedby={active === index ? tooltipId : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              x={x(index)}
              y={y(datum.value)}
              width={barW}
              height={Math.max(0, PAD.top + plotH - y(datum.value))}
              rx={3}
              fill="var(--color-primary)"
              opacity={active === null || active === index ? 1 : 0.6}
              className="outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring focus-visible:stroke-foreground focus-visible:[stroke-width:2]"
              onPointerEnter={() => setActive(index)}
              onFocus={() => {
                setFocusIndex(index);
                setActive(index);
              }}
              onBlur={() => setActive(null)}
            />
            {/* A wider transparent target, so the hover value shows over the whole slot. */}
            <rect
              aria-hidden
              x={PAD.left + slot * index}
              y={PAD.top}
              width={slot}
              height={plotH}
              fill="transparent"
              onPointerEnter={() => setActive(index)}
            />
            <text
              aria-hidden
              x={x(index) + barW / 2}
              y={height - 6}
              textAnchor="middle"
              fill="var(--color-muted-foreground)"
            >
              {datum.label}
            </text>
          </g>
        ))}
      </svg>
      {shown && active !== null ? (
        <div
          id={tooltipId}
          role="tooltip"
          data-slot="bar-chart-tooltip"
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md border border-border bg-surface px-2 py-1 text-xs whitespace-nowrap text-foreground shadow-sm"
          style={{ left: x(active) + barW / 2, top: Math.max(0, y(shown.value) - 6) }}
        >
          <div className="font-medium">{shown.label}</div>
          <div>
            {valueLabel}: {formatValue(shown.value)}
          </div>
        </div>
      ) : null}
    </div>
  );
}
