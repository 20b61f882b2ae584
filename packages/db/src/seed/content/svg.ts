import type { Random } from "../random";
import { palette } from "./identity";

/**
 * Flat illustrations drawn in code: the portal has no photographs, so every visual is a small SVG
 * in the brand palette. Shapes are drawn in local coordinates and placed with `place()`.
 */

const font = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/** Shades the illustrations need beyond the theme colours. */
const shade = {
  tyre: "#1f2429",
  steel: "#c3cbd4",
  steelDark: "#8d98a5",
  sky: "#dbe8f2",
  grass: "#5e9b45",
  grassLight: "#6fab53",
  grassDark: "#4a8338",
  wood: "#c98f55",
  woodLight: "#e6b97f",
  bark: "#6e4a2c",
  kraft: "#caa26a",
  paper: "#fffdf7",
  filter: "#f2cf6b",
  white: "#ffffff",
  mainDark: "#0a2c48",
  orangeTint: "#fdf0dc",
  blueTint: "#e3edf5",
  greenTint: "#e6f0e3",
} as const;

/** Pins the rendered width of a text, whatever font the viewer falls back to. */
const fitted = (width: number, adjust = "spacingAndGlyphs") => ` textLength="${width}" lengthAdjust="${adjust}"`;

/** One decimal is plenty at these sizes and keeps the files small. */
const n = (value: number) => Math.round(value * 10) / 10;

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

const place = (x: number, y: number, scale: number, body: string) => `<g transform="translate(${x} ${y}) scale(${scale})">${body}</g>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (d: string, stroke: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
/** Label text; pass `fitted()` as `extra` to pin its width, so a wider fallback font never overflows the drawing. */
const text = (x: number, y: number, size: number, fill: string, content: string, extra = "", weight = 800) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${content}</text>`;

/** Outline of a spur gear, with an optional bore cut out so the background shows through. */
export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number, bore = 0): string {
  const step = (Math.PI * 2) / teeth;
  // Whole pixels are precise enough once the gear is larger than an icon.
  const round = outer >= 20 ? Math.round : n;
  const points: string[] = [];
  for (let tooth = 0; tooth < teeth; tooth++) {
    for (const [radius, offset] of [
      [inner, -0.3],
      [outer, -0.17],
      [outer, 0.17],
      [inner, 0.3],
    ] as const) {
      const angle = (tooth + offset) * step;
      points.push(`${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`);
    }
  }
  const r = n(bore);
  const hole = r ? `M${n(cx + r)} ${cy}a${r} ${r} 0 1 0 ${n(-2 * r)} 0a${r} ${r} 0 1 0 ${n(2 * r)} 0Z` : "";
  return `M${points.join("L")}Z${hole}`;
}

const gear = (cx: number, cy: number, outer: number, teeth: number, fill: string) =>
  `<path d="${gearPath(cx, cy, outer, outer * 0.8, teeth, outer * 0.32)}" fill="${fill}" fill-rule="evenodd"/>`;

/* ---------- Reusable shapes, drawn around their own origin ---------- */

/** Ride-on mower, 380 × 222, wheels on y = 222. */
function rideOnMower(): string {
  const wheel = (cx: number, cy: number, r: number) =>
    circle(cx, cy, r, shade.tyre) + circle(cx, cy, r * 0.46, shade.steel) + circle(cx, cy, r * 0.17, palette.third);
  return [
    `<ellipse cx="200" cy="222" rx="200" ry="10" fill="#000" opacity=".16"/>`,
    rect(60, 168, 250, 30, palette.third, 8),
    path("M30 20Q30 10 42 10H78Q90 10 88 24L80 96H40Z", palette.third),
    rect(28, 90, 104, 22, palette.third, 10),
    rect(20, 108, 140, 72, palette.main, 14),
    path("M130 100H320Q352 100 360 136L368 176H130Z", palette.main),
    rect(170, 124, 180, 9, palette.secondary),
    rect(355, 142, 10, 8, "#fff4c2", 2),
    text(196, 162, 17, shade.white, "ORVANE", fitted(80)),
    line("M206 100L178 42", palette.third, 9),
    `<ellipse cx="172" cy="38" rx="36" ry="9" fill="none" stroke="${palette.third}" stroke-width="7"/>`,
    wheel(70, 170, 52),
    wheel(318, 190, 32),
  ].join("");
}

/** Walk-behind mower, 300 × 190, wheels on y = 190. */
function pushMower(): string {
  return [
    `<ellipse cx="170" cy="190" rx="140" ry="8" fill="#000" opacity=".14"/>`,
    path("M18 84L94 104L102 168H30Z", "#59616c"),
    line("M36 96L90 110M42 124L96 134", "#727b86", 3),
    line("M112 136L26 16M12 26L40 6", palette.third, 9),
    path("M88 130Q96 96 150 94H250Q282 94 290 128L294 168H86Z", palette.main),
    rect(112, 140, 160, 8, palette.secondary),
    rect(148, 62, 76, 36, palette.secondary, 8),
    rect(162, 50, 48, 14, palette.third, 4),
    circle(115, 166, 24, shade.tyre) + circle(115, 166, 10, shade.steel),
    circle(268, 170, 20, shade.tyre) + circle(268, 170, 8, shade.steel),
  ].join("");
}

/** Chainsaw lying flat, bar to the right, about 470 × 150 around the origin. */
function chainsaw(): string {
  return [
    `<rect x="150" y="56" width="264" height="38" rx="19" fill="none" stroke="${palette.third}" stroke-width="4" stroke-dasharray="7 5"/>`,
    rect(154, 60, 256, 30, shade.steel, 15),
    rect(200, 71, 140, 8, shade.steelDark, 4),
    line("M24 64H-30Q-50 64 -50 84V96Q-50 116 -30 116H30", palette.third, 12),
    path("M20 44Q20 22 46 22H150Q180 22 185 52L190 122H32Q20 122 20 108Z", palette.secondary),
    rect(40, 32, 112, 14, palette.third, 6),
    circle(66, 86, 18, palette.third) + circle(66, 86, 7, shade.steelDark),
    rect(138, 50, 44, 64, palette.third, 8),
    line("M56 24C64 -22 150 -26 166 38", palette.third, 12),
    rect(184, 2, 10, 56, palette.third, 4),
  ].join("");
}

/** Spark plug, 40 × 118, standing on its electrode. */
function sparkPlug(): string {
  return [
    rect(15, 0, 10, 14, shade.steelDark, 2),
    `<path d="M9 12H31L28 60H12Z" fill="${shade.paper}" stroke="${shade.steelDark}" stroke-width="2"/>`,
    line("M11 26H29M11 38H29", shade.steel, 2),
    rect(3, 58, 34, 20, shade.steel, 3),
    rect(11, 78, 18, 30, shade.steelDark),
    line("M11 84H29M11 92H29M11 100H29", shade.steel, 2),
    line("M20 108V115H28", palette.third, 3),
  ].join("");
}

/** Pleated air filter, 130 × 80. */
function airFilter(): string {
  const pleats = Array.from({ length: 9 }, (_, i) => `M${18 + i * 12} 14V66`).join("");
  return rect(0, 0, 130, 80, palette.third, 10) + rect(8, 8, 114, 64, shade.filter, 4) + line(pleats, "#d4ac45", 3);
}

/** Oil can, 70 × 110. */
function oilCan(): string {
  return (
    path("M6 30Q6 20 16 20H46L66 36V104Q66 110 60 110H12Q6 110 6 104Z", palette.secondary) +
    rect(22, 6, 20, 16, palette.third, 3) +
    rect(14, 54, 44, 34, shade.white, 4) +
    rect(20, 64, 32, 6, palette.main, 2)
  );
}

/** A coil of drive belt, about 150 × 70. */
const belt = () => `<rect x="0" y="0" width="150" height="64" rx="32" fill="none" stroke="${palette.third}" stroke-width="9"/>`;

/** Parts case with its lid open, 260 × 200. */
function kitCase(): string {
  return [
    path("M16 24H244L260 60H0Z", shade.mainDark),
    rect(0, 60, 260, 140, palette.main, 10),
    rect(0, 150, 260, 12, palette.secondary),
    rect(14, 70, 232, 70, shade.mainDark, 6),
    place(24, 84, 0.6, airFilter()),
    place(112, 74, 0.5, sparkPlug()),
    place(140, 72, 0.55, oilCan()),
    place(186, 80, 0.38, belt()),
    rect(105, 170, 50, 18, shade.white, 4),
  ].join("");
}

/** Forestry helmet with visor and ear defenders, about 220 × 200. */
function helmet(): string {
  return [
    path("M20 110Q20 10 110 10Q200 10 200 110Z", palette.secondary),
    rect(6, 104, 208, 18, palette.secondary, 9),
    path("M100 16H120V104H100Z", "#d97f00"),
    rect(30, 122, 160, 62, palette.third, 8),
    line("M44 132V176M62 132V176M80 132V176M98 132V176M116 132V176M134 132V176M152 132V176M170 132V176", "#59616c", 3),
    rect(0, 112, 30, 64, palette.third, 14),
    rect(190, 112, 30, 64, palette.third, 14),
  ].join("");
}

/** Conifer, base centred on the origin. */
const pine = (x: number, base: number, height: number, fill: string) => {
  const [w, top, mid, shoulder] = [height * 0.28, base - height, base - height * 0.12, base - height * 0.6].map(Math.round) as [
    number,
    number,
    number,
    number,
  ];
  const wide = Math.round(w * 1.2);
  return path(`M${x - w} ${mid}L${x} ${top}L${x + w} ${mid}ZM${x - wide} ${base}L${x} ${shoulder}L${x + wide} ${base}Z`, fill);
};

/** Stack of cut logs, seen from their ends. */
function logPile(x: number, base: number, radius: number, rows: number[]): string {
  let ends = "";
  let rings = "";
  rows.forEach((count, row) => {
    const offset = ((rows[0] ?? count) - count) * radius;
    for (let i = 0; i < count; i++) {
      const at = `cx="${Math.round(x + offset + radius + i * radius * 2)}" cy="${Math.round(base - radius - row * radius * 1.74)}"`;
      ends += `<circle ${at} r="${radius - 2}"/>`;
      rings += `<circle ${at} r="${Math.round(radius * 0.5)}"/>`;
    }
  });
  return `<g fill="${shade.woodLight}" stroke="${shade.bark}" stroke-width="4">${ends}</g><g fill="none" stroke="${shade.wood}" stroke-width="2">${rings}</g>`;
}

/** Short grass tufts scattered along a band. */
function tufts(random: Random, count: number, y0: number, y1: number, width: number, fill: string): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = random.int(0, width);
    const y = random.int(y0, y1);
    d += `M${x} ${y}l4 -14l3 14l5 -10l2 10z`;
  }
  return path(d, fill);
}

/* ---------- Illustrations ---------- */

export function headerLogo(): string {
  return svgDocument(
    280,
    64,
    rect(0, 4, 56, 56, palette.main, 12) +
      gear(28, 32, 20, 10, shade.white) +
      circle(28, 32, 4, palette.secondary) +
      text(68, 36, 28, palette.main, "ORVANE", fitted(150)) +
      text(69, 55, 12, palette.third, "MACHINES", fitted(148, "spacing"), 600),
  );
}

export function favicon(): string {
  return svgDocument(
    64,
    64,
    rect(0, 0, 64, 64, palette.main, 14) + gear(32, 32, 24, 10, shade.white) + circle(32, 32, 5, palette.secondary),
  );
}

export function heroRideOnMower(random: Random): string {
  const trees = Array.from({ length: 5 }, (_, i) => {
    const x = 60 + i * 150 + random.int(0, 60);
    const r = random.int(26, 40);
    return rect(x - 5, 330 - r, 10, r + 30, shade.bark) + circle(x, 330 - r * 1.4, r, i % 2 ? shade.grassDark : "#56904a");
  }).join("");
  const stripes = Array.from({ length: 7 }, (_, i) =>
    path(`M${i * 200 - 80} 600L${i * 200 + 60} 380H${i * 200 + 160}L${i * 200 + 20} 600Z`, shade.grassLight),
  ).join("");
  return svgDocument(
    1200,
    600,
    rect(0, 0, 1200, 600, shade.sky) +
      circle(1010, 120, 62, "#f6d08a") +
      path("M0 330Q260 250 520 310T1200 290V400H0Z", "#9cc58a") +
      trees +
      rect(0, 380, 1200, 220, shade.grass) +
      stripes +
      tufts(random, 26, 560, 596, 1200, shade.grassDark) +
      place(420, 318, 1.12, rideOnMower()),
  );
}

export function heroForestry(random: Random): string {
  const layer = (count: number, base: number, min: number, max: number, fill: string) =>
    Array.from({ length: count }, (_, i) => pine(Math.round((i + random.next()) * (1200 / count)), base, random.int(min, max), fill)).join(
      "",
    );
  return svgDocument(
    1200,
    600,
    rect(0, 0, 1200, 600, "#e4eef1") +
      circle(960, 110, 56, "#f6d08a") +
      layer(14, 400, 130, 190, "#a3c0ab") +
      layer(9, 440, 190, 260, "#5f8c6e") +
      rect(0, 430, 1200, 170, "#6b8e4e") +
      rect(0, 520, 1200, 80, "#5a7a40") +
      pine(40, 600, 420, "#2f5a43") +
      pine(1160, 600, 380, "#2f5a43") +
      logPile(760, 540, 34, [5, 4, 3]) +
      rect(250, 440, 150, 100, shade.bark, 6) +
      `<ellipse cx="325" cy="440" rx="75" ry="18" fill="${shade.woodLight}" stroke="${shade.bark}" stroke-width="5"/>` +
      path("M410 478H700Q716 478 716 500Q716 522 700 522H410Z", shade.wood) +
      `<ellipse cx="700" cy="500" rx="12" ry="22" fill="${shade.woodLight}"/>` +
      place(280, 330, 0.78, chainsaw()) +
      tufts(random, 22, 560, 598, 1200, "#4b6c34"),
  );
}

export function heroWorkshop(): string {
  const shelf = (y: number, boxes: [number, number, string][]) =>
    rect(690, y, 420, 12, palette.third) +
    boxes.map(([x, h, fill]) => rect(x, y - h, 90, h, fill, 4)).join("") +
    `<g fill="#fff">${boxes.map(([x, h]) => `<rect x="${x + 20}" y="${y - h + 14}" width="50" height="14"/>`).join("")}</g>`;
  return svgDocument(
    1200,
    600,
    `<defs><pattern id="holes" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="3" fill="#b3bcc6"/></pattern></defs>` +
      rect(0, 0, 1200, 600, "#e9edf1") +
      rect(0, 400, 1200, 200, "#d5dbe2") +
      rect(90, 60, 540, 290, "#dfe4ea", 8) +
      rect(90, 60, 540, 290, "url(#holes)", 8) +
      gear(200, 150, 56, 12, palette.main) +
      place(290, 100, 0.9, sparkPlug()) +
      place(350, 110, 1, belt()) +
      place(520, 90, 0.7, oilCan()) +
      `<g transform="rotate(-20 200 290)">${line("M130 290H270", palette.third, 12)}<circle cx="126" cy="290" r="16" fill="none" stroke="${palette.third}" stroke-width="10"/><circle cx="276" cy="290" r="13" fill="none" stroke="${palette.third}" stroke-width="9"/></g>` +
      line("M602 130V240", shade.steelDark, 7) +
      rect(590, 240, 24, 70, palette.secondary, 10) +
      `<rect x="370" y="214" width="160" height="96" rx="48" fill="none" stroke="${shade.steelDark}" stroke-width="8" stroke-dasharray="10 5"/>` +
      shelf(170, [
        [710, 70, shade.kraft],
        [810, 90, palette.main],
        [910, 60, shade.kraft],
        [1010, 80, palette.secondary],
      ]) +
      shelf(300, [
        [710, 90, palette.secondary],
        [810, 60, shade.kraft],
        [910, 80, palette.main],
        [1010, 70, shade.kraft],
      ]) +
      rect(60, 420, 1080, 26, "#8a5a34", 4) +
      rect(90, 446, 22, 140, palette.third) +
      rect(1088, 446, 22, 140, palette.third) +
      place(150, 350, 0.86, airFilter()) +
      rect(900, 340, 150, 80, shade.kraft, 4) +
      rect(900, 340, 150, 12, "#b48b55") +
      rect(940, 372, 70, 16, shade.white, 2) +
      gear(460, 396, 26, 10, palette.secondary) +
      path("M600 414L840 392L844 406L606 424Z", shade.steelDark),
  );
}

/** Category tile: a soft tint of the palette behind one large object. */
function tile(background: string, body: string): string {
  return svgDocument(600, 400, rect(0, 0, 600, 400, background) + circle(300, 210, 150, shade.white) + body);
}

export const tileMachines = () => tile(shade.blueTint, rect(0, 330, 600, 70, "#c9dceb") + place(150, 150, 1, pushMower()));
export const tileSpareParts = () =>
  tile(
    shade.orangeTint,
    gear(250, 200, 100, 14, palette.third) + gear(382, 292, 54, 10, palette.secondary) + place(376, 70, 1.3, sparkPlug()),
  );
export const tileAccessories = () =>
  tile(
    shade.greenTint,
    place(190, 100, 1, helmet()) +
      circle(440, 300, 48, palette.fourth) +
      line("M410 276Q440 262 470 276M404 300Q440 286 476 300M410 324Q440 310 470 324", "#356c31", 3) +
      circle(440, 300, 16, palette.third) +
      line("M486 300Q520 306 540 340", palette.fourth, 5),
  );
export const tileMaintenanceKits = () => tile("#e9ecf0", place(170, 110, 1, kitCase()));

/** Brand logo: a mark drawn in the brand colour beside the name. */
function brandLogo(name: string, color: string, mark: string): string {
  return svgDocument(
    320,
    120,
    mark + text(104, 74, 36, color, name, fitted(Math.min(200, name.length * 25))) + rect(106, 86, 60, 5, color, 2),
  );
}

export const brandMarks = {
  verdalis: () =>
    brandLogo("VERDALIS", "#2f6a2c", path("M20 100Q10 30 84 20Q92 92 20 100Z", "#3f7f3a") + line("M24 96Q48 60 76 30", shade.white, 4)),
  sylvor: () => brandLogo("SYLVOR", "#24543b", pine(52, 104, 92, "#24543b") + rect(47, 100, 10, 10, shade.bark)),
  meranor: () =>
    brandLogo(
      "MERANOR",
      palette.third,
      path("M52 14L88 35V77L52 98L16 77V35Z", palette.third) + path("M52 36L70 46V66L52 76L34 66V46Z", "#f2b705"),
    ),
  kerlan: () => brandLogo("KERLAN", palette.main, gear(52, 58, 40, 12, palette.main) + circle(52, 58, 9, palette.secondary)),
};

/** News visual: a framed scene with the year, legible in every language. */
function newsImage(background: string, body: string): string {
  return svgDocument(800, 450, rect(0, 0, 800, 450, background) + body);
}

export const newsRideOn = () =>
  newsImage(
    shade.sky,
    rect(0, 330, 800, 120, shade.grass) +
      path("M0 450L120 330H220L100 450Z", shade.grassLight) +
      path("M400 450L520 330H620L500 450Z", shade.grassLight) +
      rect(560, 60, 200, 8, palette.secondary) +
      text(560, 150, 80, palette.main, "2026", fitted(200)) +
      place(150, 150, 0.95, rideOnMower()),
  );

export const newsWarehouse = () => {
  const rack = (x: number) =>
    rect(x, 60, 12, 300, palette.third) +
    rect(x + 228, 60, 12, 300, palette.third) +
    [130, 230, 330]
      .map(
        (y, i) =>
          rect(x, y, 240, 10, palette.third) +
          rect(x + 20, y - 56, 90, 56, i % 2 ? palette.secondary : shade.kraft, 4) +
          rect(x + 124, y - 44, 90, 44, i % 2 ? shade.kraft : palette.main, 4),
      )
      .join("");
  return newsImage(
    "#e9edf1",
    rect(0, 360, 800, 90, "#c5cdd6") +
      rack(40) +
      rack(300) +
      path("M560 250H700L760 300V380H560Z", palette.main) +
      rect(560, 330, 200, 10, palette.secondary) +
      path("M708 262L746 300H708Z", "#bcd3e6") +
      circle(600, 384, 24, shade.tyre) +
      circle(720, 384, 24, shade.tyre) +
      circle(600, 384, 9, shade.steel) +
      circle(720, 384, 9, shade.steel),
  );
};

export const newsSpringService = () =>
  newsImage(
    shade.greenTint,
    rect(0, 380, 800, 70, "#cfe2c8") +
      rect(90, 60, 230, 300, shade.white, 10) +
      rect(160, 44, 90, 30, palette.third, 6) +
      [120, 180, 240, 300]
        .map((y) => line(`M120 ${y}l12 12l22 -24`, palette.fourth, 7) + rect(176, y - 6, 120, 12, "#d6dde4", 6))
        .join("") +
      place(400, 150, 0.95, kitCase()) +
      place(
        40,
        0,
        1,
        line("M700 380V210", palette.fourth, 6) +
          path("M700 330Q660 320 650 290Q690 292 700 320ZM700 300Q740 290 752 262Q712 262 700 290Z", palette.fourth) +
          [0, 72, 144, 216, 288]
            .map((a) => `<ellipse cx="700" cy="180" rx="14" ry="30" fill="${palette.secondary}" transform="rotate(${a} 700 210)"/>`)
            .join("") +
          circle(700, 210, 14, "#f6d08a"),
      ),
  );

export function loginBackground(): string {
  return svgDocument(
    1600,
    1000,
    rect(0, 0, 1600, 1000, palette.main) +
      path("M900 0H1600V1000H400Z", shade.mainDark) +
      path("M1120 0H1160L660 1000H620Z", palette.secondary) +
      `<g fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="3"><path d="${gearPath(260, 760, 220, 180, 16, 70)}"/><path d="${gearPath(1320, 260, 160, 130, 12, 50)}"/><path d="${gearPath(1180, 760, 90, 72, 10, 30)}"/></g>`,
  );
}

export function placeholder(): string {
  return svgDocument(
    600,
    600,
    rect(0, 0, 600, 600, palette.toolsBackground) +
      `<path d="${gearPath(300, 280, 110, 88, 12, 36)}" fill="none" stroke="#b8c2cc" stroke-width="8" stroke-linejoin="round"/>` +
      rect(200, 440, 200, 14, "#cfd6dd", 7),
  );
}
