// A small PNG encoder (8-bit RGB, no interlace) and the generated department pictures.
// No image library is needed: the pixels are computed, deflated with node:zlib and framed in
// the PNG chunks by hand (signature, IHDR, IDAT, IEND, each with its CRC-32).
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type Rgb = readonly [number, number, number];

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
};

/** Encodes tightly packed 8-bit RGB pixels (row after row) as a PNG file. */
export const encodePng = (width: number, height: number, rgb: Uint8Array): Buffer => {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: pixel buffer has the wrong size');
  const stride = width * 3;
  // Each scanline starts with its filter type; 1 (Sub) stores the difference to the pixel on the
  // left, which keeps smooth gradients and stripes small after deflate.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const out = y * (stride + 1);
    raw[out] = 1;
    for (let i = 0; i < stride; i += 1) {
      const left = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      raw[out + 1 + i] = (rgb[y * stride + i]! - left) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

// ---------------------------------------------------------------------------------------------
// Drawing helpers

export const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
};

const shade = (c: Rgb, factor: number): Rgb => [c[0] * factor, c[1] * factor, c[2] * factor];

/** Deterministic hash of two integers to [0, 1): the same picture on every run. */
const hash2 = (a: number, b: number): number => {
  let h = Math.imul(a, 374761393) ^ Math.imul(b, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
};

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** Length of (dx, dy); Math.hypot is much slower and the inputs never overflow. */
const dist = (dx: number, dy: number) => Math.sqrt(dx * dx + dy * dy);

export type Palette = {
  background: string;
  primary: string;
  accent: string;
  light: string;
};

export const PICTURE_PATTERNS = [
  'spools',
  'plain-weave',
  'dye-bath',
  'herringbone',
  'stitches',
  'swatches',
  'tartan',
  'gears',
  'circuit',
  'halftone',
  'bars',
  'chevrons',
] as const;
export type PicturePattern = (typeof PICTURE_PATTERNS)[number];

type Shader = (x: number, y: number) => Rgb;

const shaders: Record<PicturePattern, (p: Record<keyof Palette, Rgb>, w: number, h: number) => Shader> = {
  /** Cones of yarn on a creel: wound thread rings around a dark core, on a threaded background. */
  spools: (p) => (x, y) => {
    const cw = 128;
    const ch = 133.34;
    const row = Math.floor(y / ch);
    const cx = (Math.floor((x + (row % 2) * 64) / cw) + 0.5) * cw - (row % 2) * 64;
    const cy = (row + 0.5) * ch;
    const d = dist(x - cx, y - cy);
    if (d < 12) return shade(p.primary, 0.45);
    if (d < 16) return p.light;
    if (d < 52) {
      const ring = 0.82 + 0.18 * Math.cos(d * 1.9);
      return shade(mix(p.accent, p.primary, (d - 16) / 36), ring);
    }
    if (d < 55) return shade(p.primary, 0.6);
    const thread = mod(x - y * 0.5, 18) < 1.5 ? 0.9 : 1;
    return shade(p.background, thread);
  },
  /** A magnified plain weave: warp and weft alternate over and under, each thread rounded. */
  'plain-weave': (p) => (x, y) => {
    const s = 20;
    const i = Math.floor(x / s);
    const j = Math.floor(y / s);
    const u = mod(x, s) / s;
    const v = mod(y, s) / s;
    const warpOnTop = (i + j) % 2 === 0;
    const across = warpOnTop ? u : v;
    const along = warpOnTop ? v : u;
    const edge = across < 0.08 || across > 0.92;
    const round = 0.62 + 0.38 * Math.sin(Math.PI * across);
    const fibre = 0.96 + 0.04 * Math.sin(along * Math.PI * 10 + across * 4);
    const color = warpOnTop ? p.primary : p.accent;
    return edge ? shade(p.background, 0.5) : shade(color, round * fibre);
  },
  /** Cloth emerging from a dye bath: flowing bands from light to deep shade. */
  'dye-bath': (p, w, h) => (x, y) => {
    const t = y / h + 0.07 * Math.sin(x / 47) + 0.04 * Math.sin(x / 13 + y / 29);
    const band = 0.93 + 0.07 * Math.sin(t * 60);
    const base = t < 0.5 ? mix(p.light, p.accent, t * 2) : mix(p.accent, p.primary, (t - 0.5) * 2);
    const sheen = 1 + 0.06 * Math.cos((x / w) * Math.PI * 2);
    return shade(base, band * sheen);
  },
  /** Herringbone twill, the classic finished suiting cloth. */
  herringbone: (p) => (x, y) => {
    const column = Math.floor(x / 40);
    const dir = column % 2 === 0 ? 1 : -1;
    const d = mod(y + dir * x, 12);
    const twill = d < 6 ? mix(p.primary, p.accent, d / 6) : mix(p.accent, p.primary, (d - 6) / 6);
    const seam = mod(x, 40) < 1.5 ? 0.7 : 1;
    return shade(mix(twill, p.background, 0.15), seam);
  },
  /** Panels of a garment joined by dashed stitch lines. */
  stitches: (p) => (x, y) => {
    const panel = mix(
      p.primary,
      p.accent,
      0.5 + 0.5 * Math.sin(Math.floor(x / 160) + Math.floor(y / 100) * 2),
    );
    const texture = mod(x + y, 6) < 1 ? 0.94 : 1;
    const nearSeamX = Math.abs(mod(x, 160) - 80) > 70;
    const nearSeamY = Math.abs(mod(y, 100) - 50) > 42;
    const onStitchV = Math.abs(mod(x + 7, 160) - 80) > 77 && mod(y, 14) < 8;
    const onStitchH = Math.abs(mod(y + 6, 100) - 50) > 48 && mod(x, 14) < 8;
    if (onStitchV || onStitchH) return p.light;
    if (nearSeamX || nearSeamY) return shade(panel, 0.8);
    return shade(panel, texture);
  },
  /** A merchandiser's swatch card: fabric samples in a spread of shades. */
  swatches: (p) => (x, y) => {
    const sw = 106.67;
    const sh = 100;
    const i = Math.floor(x / sw);
    const j = Math.floor(y / sh);
    const u = mod(x, sw);
    const v = mod(y, sh);
    if (u < 8 || v < 8 || u > sw - 2 || v > sh - 2) return p.background;
    const palette = [p.primary, p.accent, p.light, shade(p.primary, 0.7), mix(p.accent, p.light, 0.5)];
    const c = palette[(i * 3 + j * 2) % palette.length]!;
    const weave = (i + j) % 2 === 0 ? mod(u + v, 7) < 1.2 : mod(u - v, 7) < 1.2;
    const pinked = v > sh - 10 && mod(u, 8) < 4;
    return pinked ? p.background : shade(c, weave ? 0.9 : 1);
  },
  /** Overlapping stripes of a check, the way inspectors see cloth on the perching table. */
  tartan: (p) => (x, y) => {
    const stripe = (t: number): Rgb | null => {
      const m = mod(t, 120);
      if (m < 36) return p.primary;
      if (m < 44) return p.light;
      if (m < 70) return p.accent;
      return null;
    };
    const a = stripe(x);
    const b = stripe(y);
    const twill = mod(x + y, 4) < 2;
    if (a && b) return twill ? a : b;
    return a ?? b ?? (twill ? p.background : shade(p.background, 0.94));
  },
  /** Meshing gears of the maintenance workshop. */
  gears: (p) => {
    const gears = [
      { cx: 170, cy: 200, r: 120, teeth: 14, phase: 0, color: p.primary },
      { cx: 392, cy: 150, r: 92, teeth: 11, phase: 0.3, color: p.accent },
      { cx: 540, cy: 305, r: 78, teeth: 9, phase: 0.1, color: p.light },
      { cx: 365, cy: 345, r: 46, teeth: 7, phase: 0.5, color: shade(p.accent, 0.8) },
    ];
    return (x, y) => {
      for (const g of gears) {
        const d = dist(x - g.cx, y - g.cy);
        const theta = Math.atan2(y - g.cy, x - g.cx);
        const tooth = Math.sin(theta * g.teeth + g.phase * Math.PI * 2) > 0 ? 1 : 0;
        const outer = g.r + tooth * 14;
        if (d < g.r * 0.22) return p.background;
        if (d < outer) {
          const spoke = d > g.r * 0.4 && d < g.r * 0.78 && Math.cos(theta * 5) < -0.2;
          return spoke ? shade(p.background, 0.9) : shade(g.color, 0.85 + 0.15 * (d / outer));
        }
      }
      return mod(x - y, 24) < 2 ? shade(p.background, 0.92) : p.background;
    };
  },
  /** Circuit traces: the group's systems and networks. */
  circuit: (p) => (x, y) => {
    const s = 40;
    const i = Math.floor(x / s);
    const j = Math.floor(y / s);
    const u = mod(x, s) - s / 2;
    const v = mod(y, s) - s / 2;
    const r = hash2(i, j);
    const node = dist(u, v);
    if (r > 0.35 && node < 6) return node < 3 ? p.background : p.light;
    const horizontal = hash2(i * 7 + 1, j) > 0.4 && Math.abs(v) < 1.6 && (u > 0 || r > 0.35);
    const vertical = hash2(i, j * 5 + 3) > 0.55 && Math.abs(u) < 1.6 && (v > 0 || r > 0.35);
    if (horizontal || vertical) return p.accent;
    return mix(p.primary, shade(p.primary, 0.7), y / 400);
  },
  /** Halftone dots of many sizes: the many people of the group. */
  halftone: (p, w, h) => (x, y) => {
    const s = 22;
    const cx = (Math.floor(x / s) + 0.5) * s;
    const cy = (Math.floor(y / s) + 0.5) * s;
    const t = 0.5 + 0.5 * Math.sin((cx / w) * 5 + (cy / h) * 3);
    const r = 2 + 8 * t;
    const d = dist(x - cx, y - cy);
    return d < r ? mix(p.accent, p.light, t) : mix(p.primary, shade(p.primary, 0.8), x / w);
  },
  /** Rising bars on a ruled ledger. */
  bars: (p, _w, h) => (x, y) => {
    const bw = 40;
    const i = Math.floor(x / bw);
    const u = mod(x, bw);
    const height = h * (0.25 + 0.5 * (i / 16) + 0.12 * Math.sin(i * 1.7));
    const ruled = mod(y, 25) < 1 ? 0.9 : 1;
    if (u > 6 && u < bw - 6 && y > h - height) {
      return shade(i % 3 === 0 ? p.accent : p.primary, 0.9 + 0.1 * (u / bw));
    }
    return shade(p.background, ruled);
  },
  /** Chevrons moving left to right: goods on their way. */
  chevrons: (p, _w, h) => (x, y) => {
    const band = Math.floor(y / 80);
    const yy = mod(y, 80) - 40;
    const m = mod(x + Math.abs(yy) * 0.9 + band * 30, 56);
    if (m < 20) return band % 2 === 0 ? p.primary : p.accent;
    if (m < 24) return p.light;
    return mix(p.background, shade(p.background, 0.9), y / h);
  },
};

/**
 * Renders a pattern into RGB pixels: one sample at each pixel's centre, then 2×2 supersampling
 * only where a pixel differs from a neighbour (edges), which smooths edges at a fraction of the cost.
 */
export const renderPattern = (
  pattern: PicturePattern,
  palette: Palette,
  width = 640,
  height = 400,
): Uint8Array => {
  const colors = {
    background: hex(palette.background),
    primary: hex(palette.primary),
    accent: hex(palette.accent),
    light: hex(palette.light),
  };
  const shader = shaders[pattern](colors, width, height);
  const clamp = (value: number) => Math.round(Math.min(255, Math.max(0, value)));
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const c = shader(x + 0.5, y + 0.5);
      const at = (y * width + x) * 3;
      out[at] = clamp(c[0]);
      out[at + 1] = clamp(c[1]);
      out[at + 2] = clamp(c[2]);
    }
  }
  const differs = (a: number, b: number) =>
    Math.abs(out[a]! - out[b]!) + Math.abs(out[a + 1]! - out[b + 1]!) + Math.abs(out[a + 2]! - out[b + 2]!) >
    24;
  const edges: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      if ((x + 1 < width && differs(at, at + 3)) || (y + 1 < height && differs(at, at + width * 3))) {
        edges.push(x, y);
      }
    }
  }
  const offsets = [0.25, 0.75];
  for (let index = 0; index < edges.length; index += 2) {
    const x = edges[index]!;
    const y = edges[index + 1]!;
    let r = 0;
    let g = 0;
    let b = 0;
    for (const dy of offsets) {
      for (const dx of offsets) {
        const c = shader(x + dx, y + dy);
        r += c[0];
        g += c[1];
        b += c[2];
      }
    }
    const at = (y * width + x) * 3;
    out[at] = clamp(r / 4);
    out[at + 1] = clamp(g / 4);
    out[at + 2] = clamp(b / 4);
  }
  return out;
};

export const PICTURE_SIZE = { width: 640, height: 400 } as const;

/** A department picture as a PNG file (640×400). */
export const renderPicturePng = (pattern: PicturePattern, palette: Palette): Buffer =>
  encodePng(PICTURE_SIZE.width, PICTURE_SIZE.height, renderPattern(pattern, palette));
