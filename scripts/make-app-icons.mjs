// Draws the installable app's icons (the favicon's calendar-and-cross mark) as PNGs with the
// Chromium we already have: `node scripts/make-app-icons.mjs`. The PNGs are committed; run this
// again only when the mark changes. Maskable icons keep the mark inside the central 80 % safe zone.
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const TEAL = "#0f6e6a";
const mark = `<rect x='14' y='18' width='36' height='32' rx='5' fill='none' stroke='white' stroke-width='4'/>
  <path d='M14 28h36M24 12v10M40 12v10' stroke='white' stroke-width='4' stroke-linecap='round'/>
  <path d='M32 33v12M26 39h12' stroke='white' stroke-width='4' stroke-linecap='round'/>`;

const plain = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>
  <rect width='64' height='64' rx='14' fill='${TEAL}'/>${mark}</svg>`;
// Full bleed (the platform applies its own mask) and the mark scaled to 70 % around the centre.
const maskable = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>
  <rect width='64' height='64' fill='${TEAL}'/><g transform='translate(9.6 9.6) scale(0.7)'>${mark}</g></svg>`;

const icons = [
  { file: "icon-192.png", size: 192, svg: plain },
  { file: "icon-512.png", size: 512, svg: plain },
  { file: "maskable-512.png", size: 512, svg: maskable },
  { file: "apple-touch-icon.png", size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon.svg.replace("<svg ", `<svg width='${icon.size}' height='${icon.size}' `)}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await writeFile(new URL(`../apps/web/public/icons/${icon.file}`, import.meta.url), png);
    await page.close();
  }
} finally {
  await browser.close();
}
