import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flattenPath, svgPathsToPng } from './png.ts';

/** The RGB pixels of an 8-bit RGB PNG with filter 0 on every row (what svgPathsToPng writes). */
function decode(png: Uint8Array) {
  const buffer = Buffer.from(png);
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < buffer.length;) {
    const length = buffer.readUInt32BE(at);
    if (buffer.toString('latin1', at + 4, at + 8) === 'IDAT')
      chunks.push(buffer.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const pixel = (x: number, y: number) => [
    ...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3),
  ];
  return { width, height, pixel };
}

describe('svgPathsToPng', () => {
  it('fills a path, strokes a line and leaves the rest as the background', () => {
    const svg = `<svg><path fill="#000000" d="M2 2L8 2L8 8L2 8Z"/><path d="M0 15 C5 15,10 15,20 15" stroke="#ff0000" fill="none"/></svg>`;
    const image = decode(svgPathsToPng(svg, 20, 20, [255, 255, 255]));
    expect([image.width, image.height]).toEqual([20, 20]);
    expect(image.pixel(4, 4)).toEqual([0, 0, 0]);
    expect(image.pixel(12, 4)).toEqual([255, 255, 255]);
    const [r, g] = image.pixel(10, 14) as [number, number];
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(150);
    // Anti-aliased edge: a half-covered pixel is grey.
    const edge = decode(
      svgPathsToPng('<path fill="#000" d="M0 0L2.5 0L2.5 4L0 4Z"/>', 4, 4, [255, 255, 255]),
    );
    expect(edge.pixel(2, 1)[0]).toBeGreaterThan(100);
    expect(edge.pixel(2, 1)[0]).toBeLessThan(160);
  });

  it('reads the compact path data svg-captcha writes (curves, no separators)', () => {
    const [line] = flattenPath('M56.78 23.40L56.83 23.45Q57.55 27.55 57.70 31.13Z');
    expect(line?.closed).toBe(true);
    expect(line?.points[0]).toEqual([56.78, 23.4]);
    expect(line?.points.at(-1)).toEqual([57.7, 31.13]);
  });
});
