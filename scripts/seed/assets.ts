/**
 * Generates the seed's media: SVG illustrations, portraits and logos, raster thumbnails
 * (rendered from SVG with sharp, which ships with Next.js); the PDFs are pdf-book.ts's.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { registerAsset, ROOT } from "./lib";

export const ASSETS_DIR = path.join(ROOT, "content/assets");

const PALETTE = {
  sugar: "#F7F3EC",
  dark: "#17171F",
  green: "#16B67A",
  mint: "#BFF0D9",
  blue: "#4C6FFF",
  sky: "#CFE0FF",
  yellow: "#FFC94D",
  coral: "#FF7A59",
  lilac: "#D9CCFF",
  white: "#FFFFFF",
};
const ACCENTS = [PALETTE.green, PALETTE.blue, PALETTE.yellow, PALETTE.coral, PALETTE.lilac, PALETTE.mint, PALETTE.sky];

/** Deterministic pseudo-random numbers from a name, so re-running the seed changes nothing. */
function random(seed: string) {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

/** Writes a media file into content/assets and registers it for the documents that link it. */
export function writeAsset(file: string, content: string | Buffer, width: number, height: number): string {
  mkdirSync(ASSETS_DIR, { recursive: true });
  writeFileSync(path.join(ASSETS_DIR, file), content);
  registerAsset({ file, width, height });
  return file;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Abstract composition of circles, arcs and rounded cards. */
function compositionSvg(seed: string, width: number, height: number, background = PALETTE.sugar): string {
  const rand = random(seed);
  const pick = () => ACCENTS[Math.floor(rand() * ACCENTS.length)];
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = (0.12 + rand() * 0.25) * Math.min(width, height);
    shapes.push(`<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${pick()}" opacity="0.9"/>`);
  }
  const cardW = width * 0.42;
  const cardH = height * 0.46;
  const x = width * (0.12 + rand() * 0.3);
  const y = height * (0.18 + rand() * 0.2);
  shapes.push(
    `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${cardW.toFixed(0)}" height="${cardH.toFixed(0)}" rx="${(height * 0.04).toFixed(0)}" fill="${PALETTE.white}" stroke="${PALETTE.dark}" stroke-width="${(height * 0.008).toFixed(1)}"/>`,
  );
  for (let line = 0; line < 3; line++) {
    const lw = cardW * (0.5 + rand() * 0.35);
    shapes.push(
      `<rect x="${(x + cardW * 0.08).toFixed(0)}" y="${(y + cardH * (0.2 + line * 0.22)).toFixed(0)}" width="${lw.toFixed(0)}" height="${(cardH * 0.08).toFixed(0)}" rx="${(cardH * 0.04).toFixed(0)}" fill="${line === 0 ? PALETTE.dark : pick()}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${background}"/>${shapes.join("")}</svg>`;
}

/** An SVG illustration (used for cards, headers and 404 redirections). */
export function illustration(name: string, width = 640, height = 480): string {
  return writeAsset(`illustration-${name}.svg`, compositionSvg(name, width, height), width, height);
}

/** A photo-like raster thumbnail (WebP) for articles, events and case studies. */
export async function thumbnail(name: string, width = 1200, height = 675): Promise<string> {
  const background = ACCENTS[Math.floor(random(`${name}-bg`)() * ACCENTS.length)];
  const svg = compositionSvg(name, width, height, background);
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
  return writeAsset(`thumb-${name}.webp`, buffer, width, height);
}

/** A portrait: a friendly geometric avatar with initials. */
export function portrait(name: string, fullName: string): string {
  const rand = random(name);
  const skin = ["#F2C9A0", "#D9A066", "#A86B3C", "#6B4226", "#F5D6C6"][Math.floor(rand() * 5)];
  const hair = ["#2B1D14", "#5A3A22", "#C98B3A", "#1A1A1A", "#8C8C8C"][Math.floor(rand() * 5)];
  const bg = ACCENTS[Math.floor(rand() * ACCENTS.length)];
  const initials = fullName
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="420" r="150" fill="${PALETTE.dark}"/><circle cx="200" cy="185" r="92" fill="${skin}"/><path d="M108 175 Q112 85 200 82 Q288 85 292 175 Q262 128 200 124 Q138 128 108 175Z" fill="${hair}"/><circle cx="168" cy="192" r="8" fill="${PALETTE.dark}"/><circle cx="232" cy="192" r="8" fill="${PALETTE.dark}"/><path d="M172 232 Q200 252 228 232" stroke="${PALETTE.dark}" stroke-width="6" fill="none" stroke-linecap="round"/><text x="200" y="372" font-family="Arial, sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="${PALETTE.white}">${escapeXml(initials)}</text></svg>`;
  return writeAsset(`portrait-${name}.svg`, svg, 400, 400);
}

/** A company wordmark: a coloured mark and the company name. */
export function logo(name: string, label: string): string {
  const rand = random(name);
  const color = [PALETTE.dark, PALETTE.blue, PALETTE.green, PALETTE.coral][Math.floor(rand() * 4)];
  const width = 80 + label.length * 22;
  const mark =
    rand() > 0.5
      ? `<circle cx="30" cy="40" r="22" fill="${color}"/>`
      : `<rect x="8" y="18" width="44" height="44" rx="10" fill="${color}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="80" viewBox="0 0 ${width} 80">${mark}<text x="64" y="52" font-family="Arial, sans-serif" font-size="32" font-weight="700" fill="${PALETTE.dark}">${escapeXml(label)}</text></svg>`;
  return writeAsset(`logo-${name}.svg`, svg, width, 80);
}

/** The brand logo. */
export function brandLogo(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="64" viewBox="0 0 220 64"><circle cx="30" cy="32" r="24" fill="${PALETTE.green}"/><path d="M22 32 a8 8 0 1 1 16 0 a8 8 0 1 1 -16 0 M36 38 L46 48" stroke="${PALETTE.dark}" stroke-width="5" fill="none" stroke-linecap="round"/><text x="64" y="44" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="${PALETTE.dark}">Quillio</text></svg>`;
  return writeAsset("logo-quillio.svg", svg, 220, 64);
}

/** A badge (review sites): a rounded shield with a short label. */
export function badge(name: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="180" viewBox="0 0 160 180"><path d="M80 6 L150 34 L150 100 Q150 150 80 174 Q10 150 10 100 L10 34Z" fill="${PALETTE.white}" stroke="${PALETTE.dark}" stroke-width="5"/><text x="80" y="84" font-family="Arial, sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${PALETTE.dark}">${escapeXml(label)}</text><rect x="30" y="104" width="100" height="26" rx="13" fill="${PALETTE.green}"/></svg>`;
  return writeAsset(`badge-${name}.svg`, svg, 160, 180);
}

/** A social sharing image (1200x630 JPEG) with the brand and a tagline. */
export async function sharingImage(name: string, title: string, tagline: string): Promise<string> {
  const width = 1200;
  const height = 630;
  const base = compositionSvg(`share-${name}`, width, height, PALETTE.dark).replace("</svg>", "");
  const svg = `${base}<rect x="60" y="330" width="1080" height="240" rx="28" fill="${PALETTE.white}"/><text x="100" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${PALETTE.dark}">${escapeXml(title)}</text><text x="100" y="510" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="${PALETTE.dark}">${escapeXml(tagline)}</text></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  return writeAsset(`sharing-${name}.jpg`, buffer, width, height);
}

/** Registers the media already in content/assets (for scripts that reuse the seed's files without rewriting them). */
export async function registerExistingAssets(): Promise<void> {
  for (const file of readdirSync(ASSETS_DIR)) {
    const full = path.join(ASSETS_DIR, file);
    if (file.endsWith(".svg")) {
      const head = readFileSync(full, "utf8").slice(0, 300);
      const width = Number(/width="(\d+)"/.exec(head)?.[1] ?? 0);
      const height = Number(/height="(\d+)"/.exec(head)?.[1] ?? 0);
      registerAsset({ file, width, height });
    } else if (/\.(webp|jpe?g|png)$/.test(file)) {
      const { width = 0, height = 0 } = await sharp(full).metadata();
      registerAsset({ file, width, height });
    } else {
      registerAsset({ file, width: 0, height: 0 });
    }
  }
}
