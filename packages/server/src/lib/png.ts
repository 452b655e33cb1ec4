import { deflateSync } from 'node:zlib';

// A small rasteriser for the captcha: the lamp dialect shows its captcha as `data:image/png`
// (issue 21), while svg-captcha draws paths. This fills and strokes those paths (absolute
// M/L/H/V/C/Q/Z commands, what svg-captcha writes) with 4×4 supersampling and encodes an RGB PNG.

type Point = [number, number];
type Rgb = [number, number, number];

const SAMPLES = 4;
const CURVE_STEPS = 12;

/** The polylines of a path's data: one per subpath (closed ones end where they started). */
export function flattenPath(d: string): { points: Point[]; closed: boolean }[] {
  const tokens = d.match(/[MLHVCQZmlhvcqz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const lines: { points: Point[]; closed: boolean }[] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  let command = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const push = () => {
    if (current.length > 1) lines.push({ points: current, closed: false });
  };
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/^[A-Za-z]$/.test(token)) {
      command = token.toUpperCase();
      i++;
      if (command === 'Z') {
        if (current.length > 1) lines.push({ points: current, closed: true });
        current = [at];
        continue;
      }
    }
    switch (command) {
      case 'M':
        push();
        at = [num(), num()];
        current = [at];
        command = 'L';
        break;
      case 'L':
        at = [num(), num()];
        current.push(at);
        break;
      case 'H':
        at = [num(), at[1]];
        current.push(at);
        break;
      case 'V':
        at = [at[0], num()];
        current.push(at);
        break;
      case 'Q': {
        const [x0, y0] = at;
        const [cx, cy, x, y] = [num(), num(), num(), num()];
        for (let s = 1; s <= CURVE_STEPS; s++) {
          const t = s / CURVE_STEPS;
          const u = 1 - t;
          current.push([u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y]);
        }
        at = [x, y];
        break;
      }
      case 'C': {
        const [x0, y0] = at;
        const [c1x, c1y, c2x, c2y, x, y] = [num(), num(), num(), num(), num(), num()];
        for (let s = 1; s <= CURVE_STEPS; s++) {
          const t = s / CURVE_STEPS;
          const u = 1 - t;
          current.push([
            u * u * u * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
            u * u * u * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y,
          ]);
        }
        at = [x, y];
        break;
      }
      default:
        // A number without a command, or a command we do not draw: skip it.
        i++;
    }
  }
  push();
  return lines;
}

/** An RGB canvas with anti-aliased fills and strokes. */
export class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let p = 0; p < width * height; p++) this.pixels.set(background, p * 3);
  }

  private blend(x: number, y: number, color: Rgb, alpha: number) {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const a = Math.min(1, alpha);
    const o = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++)
      this.pixels[o + c] = Math.round((this.pixels[o + c] as number) * (1 - a) + color[c]! * a);
  }

  /** Fills polygons by the non-zero rule. */
  fill(polygons: Point[][], color: Rgb) {
    const edges: [number, number, number, number][] = [];
    for (const poly of polygons)
      for (let k = 0; k < poly.length; k++) {
        const [x1, y1] = poly[k]!;
        const [x2, y2] = poly[(k + 1) % poly.length]!;
        if (y1 !== y2) edges.push([x1, y1, x2, y2]);
      }
    if (edges.length === 0) return;
    const top = Math.max(0, Math.floor(Math.min(...edges.map((e) => Math.min(e[1], e[3])))));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...edges.map((e) => Math.max(e[1], e[3])))));
    // The edges each pixel row meets, in their order: a row's samples test those alone (a
    // captcha's characters have thousands of edges, a row meets a few dozen).
    const rows: (typeof edges)[] = Array.from({ length: bottom - top + 1 }, () => []);
    for (const edge of edges) {
      const from = Math.max(top, Math.floor(Math.min(edge[1], edge[3])));
      const to = Math.min(bottom, Math.floor(Math.max(edge[1], edge[3])));
      for (let y = from; y <= to; y++) rows[y - top]!.push(edge);
    }
    const coverage = new Float32Array(this.width);
    for (let y = top; y <= bottom; y++) {
      coverage.fill(0);
      for (let sy = 0; sy < SAMPLES; sy++) {
        const yy = y + (sy + 0.5) / SAMPLES;
        const crossings: [number, number][] = [];
        for (const [x1, y1, x2, y2] of rows[y - top]!) {
          if ((yy >= y1 && yy < y2) || (yy >= y2 && yy < y1))
            crossings.push([x1 + ((yy - y1) / (y2 - y1)) * (x2 - x1), y2 > y1 ? 1 : -1]);
        }
        crossings.sort((a, b) => a[0] - b[0]);
        let winding = 0;
        for (let k = 0; k < crossings.length - 1; k++) {
          winding += crossings[k]![1];
          if (winding === 0) continue;
          // The samples whose centre ((sx + 0.5) / SAMPLES) lies in [from, to).
          const first = Math.max(0, Math.ceil(crossings[k]![0] * SAMPLES - 0.5));
          const last = Math.min(
            this.width * SAMPLES - 1,
            Math.ceil(crossings[k + 1]![0] * SAMPLES - 0.5) - 1,
          );
          for (let sx = first; sx <= last; sx++)
            coverage[Math.floor(sx / SAMPLES)]! += 1 / (SAMPLES * SAMPLES);
        }
      }
      for (let x = 0; x < this.width; x++) this.blend(x, y, color, coverage[x]!);
    }
  }

  /** Strokes a polyline `width` pixels wide. */
  stroke(points: Point[], color: Rgb, width: number) {
    const half = width / 2;
    for (let k = 0; k < points.length - 1; k++) {
      const [x1, y1] = points[k]!;
      const [x2, y2] = points[k + 1]!;
      const dx = x2 - x1;
      const dy = y2 - y1;
      const length2 = dx * dx + dy * dy || 1;
      const minX = Math.max(0, Math.floor(Math.min(x1, x2) - half - 1));
      const maxX = Math.min(this.width - 1, Math.ceil(Math.max(x1, x2) + half + 1));
      const minY = Math.max(0, Math.floor(Math.min(y1, y2) - half - 1));
      const maxY = Math.min(this.height - 1, Math.ceil(Math.max(y1, y2) + half + 1));
      for (let y = minY; y <= maxY; y++)
        for (let x = minX; x <= maxX; x++) {
          const px = x + 0.5;
          const py = y + 0.5;
          const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length2));
          const distance = Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
          // Segments meet at their ends: the joint is drawn by the larger coverage, not twice.
          const alpha = Math.min(1, half + 0.5 - distance);
          if (alpha > 0) this.blend(x, y, color, alpha * (k > 0 && t === 0 ? 0 : 1));
        }
    }
  }

  /** The canvas as a PNG file (8-bit RGB, no interlace). */
  png(): Uint8Array {
    const row = this.width * 3 + 1;
    const raw = new Uint8Array(row * this.height);
    for (let y = 0; y < this.height; y++) {
      raw[y * row] = 0; // filter: none
      raw.set(this.pixels.subarray(y * this.width * 3, (y + 1) * this.width * 3), y * row + 1);
    }
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, this.width);
    view.setUint32(4, this.height);
    header.set([8, 2, 0, 0, 0], 8);
    return concat([
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array(0)),
    ]);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat([new TextEncoder().encode(type), data]);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(8 + data.length, crc32(body));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const hex = (color: string | undefined): Rgb | undefined => {
  const m = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color ?? '');
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((k) => parseInt(h.slice(k, k + 2), 16)) as Rgb;
};

/** Draws the `<path>`s of an SVG (fill or stroke colour, stroke width) on a `width`×`height`
 * canvas and answers the PNG. Anything else in the SVG is left out. */
export function svgPathsToPng(svg: string, width: number, height: number, background: Rgb): Uint8Array {
  const canvas = new Canvas(width, height, background);
  for (const [, attrs = ''] of svg.matchAll(/<path\b([^>]*)>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
    const lines = flattenPath(attr('d') ?? '');
    const fill = hex(attr('fill'));
    const stroke = hex(attr('stroke'));
    if (fill)
      canvas.fill(
        lines.map((l) => l.points),
        fill,
      );
    if (stroke)
      for (const line of lines) canvas.stroke(line.points, stroke, Number(attr('stroke-width')) || 1.5);
  }
  return canvas.png();
}
