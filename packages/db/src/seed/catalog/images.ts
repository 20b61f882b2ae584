import { palette } from "../content/identity";
import { gearPath, svgDocument } from "../content/svg";

/**
 * Product pictures: one flat technical drawing per kind of product, in the palette of the site
 * illustrations, shared by every product of that kind. All are 600 × 450 on the same light ground.
 */

const shade = {
  ground: "#f4f6f8",
  halo: "#ffffff",
  tyre: "#1f2429",
  steel: "#c3cbd4",
  steelDark: "#8d98a5",
  steelLight: "#e2e7ec",
  wood: "#c98f55",
  woodLight: "#e6b97f",
  bark: "#6e4a2c",
  kraft: "#caa26a",
  filter: "#f2cf6b",
  filterDark: "#d4ac45",
  copper: "#c7773a",
  green: "#3f7f3a",
  mainDark: "#0a2c48",
} as const;

const { main, secondary: orange, third: dark } = palette;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ""} fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const ring = (cx: number, cy: number, r: number, stroke: string, width: number, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (d: string, stroke: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 14)}" fill="#000" opacity=".12"/>`;
const gear = (cx: number, cy: number, outer: number, teeth: number, fill: string) =>
  `<path d="${gearPath(cx, cy, outer, outer * 0.8, teeth, outer * 0.3)}" fill="${fill}" fill-rule="evenodd"/>`;

/** The shared frame: light ground, a soft halo behind the object, a shadow under it. */
function picture(body: string, floor = 380, floorWidth = 220): string {
  return svgDocument(
    600,
    450,
    rect(0, 0, 600, 450, shade.ground) + circle(300, 215, 190, shade.halo) + shadow(300, floor, floorWidth) + body,
  );
}

const wheel = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, shade.tyre) + circle(cx, cy, r * 0.5, shade.steel) + circle(cx, cy, r * 0.18, dark);

const teeth = (x0: number, x1: number, y: number, size: number, up: boolean) => {
  let d = `M${x0} ${y}`;
  for (let x = x0; x < x1; x += size * 2) d += `L${x + size} ${up ? y - size : y + size}L${x + size * 2} ${y}`;
  return `${d}Z`;
};

const drawings = {
  "lawn-mower": () =>
    picture(
      [
        path("M110 230L230 258L242 356H128Z", "#59616c"),
        line("M136 250L226 272M146 292L232 306", "#727b86", 4),
        line("M250 310L120 110M100 124L142 96", dark, 13),
        path("M232 302Q244 250 322 246H472Q518 246 530 296L536 352H228Z", main),
        rect(268, 318, 240, 11, orange),
        rect(318, 200, 112, 52, orange, 12),
        rect(340, 182, 68, 20, dark, 6),
        wheel(268, 350, 36),
        wheel(500, 354, 30),
      ].join(""),
    ),
  "ride-on-mower": () =>
    picture(
      [
        rect(130, 300, 330, 36, dark, 10),
        path("M98 92Q98 80 112 80H156Q170 80 168 96L158 184H110Z", dark),
        rect(94, 176, 130, 26, dark, 12),
        rect(84, 196, 176, 90, main, 16),
        path("M220 186H456Q496 186 506 232L516 284H220Z", main),
        rect(270, 216, 224, 11, orange),
        rect(500, 240, 12, 10, "#fff4c2", 3),
        line("M318 186L282 114", dark, 11),
        `<ellipse cx="274" cy="108" rx="44" ry="11" fill="none" stroke="${dark}" stroke-width="8"/>`,
        wheel(146, 292, 64),
        wheel(466, 318, 40),
      ].join(""),
      368,
      250,
    ),
  "brush-cutter": () =>
    picture(
      [
        line("M470 120L150 318", dark, 11),
        line("M262 250L232 202M196 188L280 214", dark, 9),
        rect(184, 178, 26, 14, orange, 6),
        rect(268, 206, 26, 14, orange, 6),
        path("M440 96Q440 70 468 70H528Q552 70 552 96V142Q552 160 534 160H458Q440 160 440 142Z", orange),
        rect(452, 128, 84, 34, dark, 8),
        circle(520, 108, 12, dark),
        circle(150, 318, 18, dark),
        path("M86 318A64 64 0 0 1 214 318Z", shade.steelDark),
        `<ellipse cx="150" cy="336" rx="72" ry="14" fill="${shade.steel}"/>`,
        line("M78 336L40 348M222 336L262 330", shade.steelLight, 3),
      ].join(""),
      372,
      180,
    ),
  "hedge-trimmer": () =>
    picture(
      [
        rect(60, 204, 300, 22, shade.steel, 4),
        path(teeth(60, 360, 204, 10, true), shade.steelDark),
        path(teeth(60, 360, 226, 10, false), shade.steelDark),
        rect(52, 209, 316, 12, shade.steelDark, 6),
        path("M340 180Q340 160 362 160H470Q500 160 506 190L512 262H352Q340 262 340 250Z", orange),
        rect(372, 238, 110, 30, dark, 8),
        line("M400 158Q420 96 470 110Q508 122 500 160", dark, 11),
        line("M500 192Q560 196 556 238Q552 268 508 262", dark, 11),
      ].join(""),
      320,
      210,
    ),
  chainsaw: () =>
    picture(
      [
        `<rect x="270" y="196" width="280" height="46" rx="23" fill="none" stroke="${dark}" stroke-width="5" stroke-dasharray="9 6"/>`,
        rect(274, 200, 272, 38, shade.steel, 19),
        rect(330, 214, 150, 10, shade.steelDark, 5),
        line("M146 204H80Q58 204 58 226V242Q58 264 80 264H150", dark, 14),
        path("M140 180Q140 154 170 154H286Q320 154 326 188L332 270H154Q140 270 140 254Z", orange),
        rect(162, 166, 126, 16, dark, 7),
        circle(192, 226, 21, dark) + circle(192, 226, 8, shade.steelDark),
        rect(274, 186, 50, 74, dark, 9),
        line("M178 156C188 102 286 98 304 172", dark, 14),
      ].join(""),
      320,
      230,
    ),
  "log-splitter": () =>
    picture(
      [
        rect(70, 262, 460, 30, main, 6),
        rect(300, 226, 200, 34, shade.steel, 8),
        rect(250, 234, 60, 18, shade.steelDark, 4),
        path("M250 206L226 243L250 280Z", orange),
        rect(236, 200, 16, 86, orange, 3),
        `<ellipse cx="150" cy="242" rx="32" ry="40" fill="${shade.woodLight}" stroke="${shade.bark}" stroke-width="5"/>`,
        rect(86, 202, 64, 80, shade.wood),
        `<ellipse cx="86" cy="242" rx="32" ry="40" fill="${shade.woodLight}" stroke="${shade.bark}" stroke-width="5"/>`,
        ring(86, 242, 16, shade.wood, 3),
        rect(404, 150, 110, 70, dark, 10),
        rect(420, 132, 50, 20, orange, 5),
        line("M70 292L40 330", main, 12),
        wheel(480, 322, 34),
      ].join(""),
      360,
      240,
    ),
  "wood-chipper": () =>
    picture(
      [
        path("M70 150L210 186V292L70 256Z", orange),
        path("M90 174L190 200V262L90 238Z", dark),
        rect(200, 170, 230, 140, main, 14),
        rect(250, 120, 130, 56, dark, 10),
        line("M400 174L460 96L540 82", main, 30),
        path("M524 60L566 72L556 100L520 92Z", main),
        rect(220, 290, 190, 12, orange),
        wheel(350, 326, 40),
        line("M200 280L110 320", dark, 10),
      ].join(""),
      366,
      230,
    ),
  "air-filter": () => {
    const pleats = Array.from({ length: 13 }, (_, i) => `M${188 + i * 18} 160V292`).join("");
    return picture(
      rect(150, 130, 300, 190, dark, 22) + rect(168, 148, 264, 154, shade.filter, 8) + line(pleats, shade.filterDark, 5),
      340,
      170,
    );
  },
  "fuel-filter": () =>
    picture(
      [
        line("M90 230H220M380 230H510", dark, 16),
        rect(214, 214, 22, 32, dark, 4) + rect(364, 214, 22, 32, dark, 4),
        rect(232, 170, 136, 120, shade.steelLight, 24),
        rect(254, 190, 92, 80, shade.filter, 10),
        line("M270 200V260M288 200V260M306 200V260M324 200V260", shade.filterDark, 4),
      ].join(""),
      320,
      200,
    ),
  "filter-cartridge": () =>
    picture(
      [
        rect(200, 120, 200, 230, main, 20),
        rect(190, 110, 220, 34, dark, 10),
        line("M214 112V142M242 112V142M270 112V142M298 112V142M326 112V142M354 112V142M382 112V142", shade.steelDark, 4),
        rect(230, 200, 140, 90, shade.halo, 8),
        rect(250, 222, 100, 14, orange, 4),
        rect(250, 250, 70, 10, shade.steel, 3),
      ].join(""),
      356,
      130,
    ),
  "spark-plug": () =>
    picture(
      [
        rect(282, 70, 36, 40, shade.steelDark, 6),
        `<path d="M262 106H338L328 232H272Z" fill="#fffdf7" stroke="${shade.steelDark}" stroke-width="5"/>`,
        line("M270 150H330M268 190H332", shade.steel, 5),
        rect(240, 228, 120, 56, shade.steel, 8),
        rect(270, 284, 60, 70, shade.steelDark),
        line("M270 298H330M270 314H330M270 330H330", shade.steel, 5),
        line("M300 354V372H322", dark, 7),
      ].join(""),
      386,
      90,
    ),
  "electrical-part": () =>
    picture(
      [
        rect(170, 150, 220, 150, main, 20),
        line("M196 150V300M226 150V300M256 150V300M286 150V300M316 150V300M346 150V300", shade.mainDark, 6),
        rect(150, 180, 24, 90, dark, 6),
        rect(390, 208, 70, 34, shade.steel, 6),
        rect(214, 120, 90, 34, orange, 8),
        line("M304 132Q420 90 470 150Q500 186 452 224", dark, 8),
        circle(452, 226, 10, shade.copper),
      ].join(""),
      336,
      180,
    ),
  carburettor: () =>
    picture(
      [
        rect(190, 150, 220, 120, shade.steel, 14),
        circle(300, 210, 44, shade.steelDark) + circle(300, 210, 30, dark),
        rect(236, 270, 128, 60, shade.steelDark, 18),
        rect(150, 186, 44, 48, shade.steelDark, 6),
        rect(406, 186, 44, 48, shade.steelDark, 6),
        line("M240 150L220 100L270 92", orange, 10),
        circle(362, 130, 14, dark),
      ].join(""),
      344,
      170,
    ),
  "recoil-starter": () =>
    picture(
      [
        circle(270, 215, 120, dark),
        ring(270, 215, 92, "#454c55", 6),
        circle(270, 215, 40, shade.steelDark) + circle(270, 215, 14, dark),
        line("M270 215L222 140M270 215L348 180M270 215L250 302", "#454c55", 6),
        line("M380 215Q440 220 470 280", shade.halo, 7),
        line("M380 215Q440 220 470 280", dark, 3, ' stroke-dasharray="6 5"'),
        rect(438, 276, 70, 26, orange, 12),
      ].join(""),
      350,
      170,
    ),
  "piston-kit": () =>
    picture(
      [
        rect(130, 130, 170, 200, shade.steel, 10),
        line("M130 160H300M130 190H300M130 220H300M130 250H300", shade.steelDark, 9),
        circle(215, 300, 40, shade.steelLight) + circle(215, 300, 26, dark),
        path("M360 190H470V320Q470 336 454 336H376Q360 336 360 320Z", shade.steelLight),
        line("M360 206H470M360 222H470", dark, 5),
        circle(415, 286, 16, dark),
        rect(340, 276, 150, 12, shade.steelDark, 6),
      ].join(""),
      350,
      200,
    ),
  "gasket-kit": () => {
    const gasket = (x: number, y: number, w: number, h: number) =>
      `<path d="M${x} ${y}h${w}v${h}h-${w}Z M${x + w / 2 + 34} ${y + h / 2}a34 34 0 1 0 -68 0a34 34 0 1 0 68 0Z" fill="${shade.kraft}" fill-rule="evenodd" stroke="#a98546" stroke-width="3"/>` +
      [
        [12, 12],
        [w - 12, 12],
        [12, h - 12],
        [w - 12, h - 12],
      ]
        .map(([dx, dy]) => circle(x + (dx as number), y + (dy as number), 6, shade.ground))
        .join("");
    return picture(
      gasket(120, 120, 190, 150) +
        gasket(290, 180, 190, 150) +
        `<rect x="200" y="300" width="120" height="40" rx="20" fill="none" stroke="${dark}" stroke-width="8"/>`,
      360,
      210,
    );
  },
  "mechanical-part": () =>
    picture(
      gear(250, 210, 110, 16, dark) +
        circle(250, 210, 30, shade.ground) +
        gear(400, 290, 58, 11, orange) +
        rect(420, 110, 26, 110, shade.steelDark, 4) +
        rect(404, 96, 58, 24, shade.steel, 4) +
        line("M420 140H446M420 160H446M420 180H446M420 200H446", shade.steel, 3),
      360,
      210,
    ),
  "drive-belt": () =>
    picture(
      [
        `<rect x="120" y="140" width="360" height="150" rx="75" fill="none" stroke="${dark}" stroke-width="18"/>`,
        circle(195, 215, 62, shade.steel) + ring(195, 215, 48, shade.steelDark, 6) + circle(195, 215, 14, dark),
        circle(420, 215, 40, shade.steel) + ring(420, 215, 28, shade.steelDark, 5) + circle(420, 215, 10, dark),
      ].join(""),
      330,
      200,
    ),
  pulley: () =>
    picture(
      [
        circle(300, 215, 130, shade.steelDark),
        ring(300, 215, 112, shade.steel, 14),
        ring(300, 215, 88, shade.steelDark, 6),
        circle(300, 215, 70, shade.steel),
        circle(300, 215, 34, dark) + circle(300, 215, 18, shade.ground),
        rect(294, 175, 12, 16, shade.steel),
      ].join(""),
      360,
      140,
    ),
  "mower-blade": () =>
    picture(
      `<g transform="rotate(-12 300 220)">${[
        path("M80 200H520L540 214L520 240H80L60 226Z", shade.steel),
        path("M80 200L60 226L80 240L110 226Z", shade.steelDark),
        path("M470 240L520 240L540 214L500 262Z", orange),
        path("M130 200L80 200L60 226L100 178Z", orange),
        circle(300, 220, 18, shade.ground) + circle(250, 220, 7, shade.ground) + circle(350, 220, 7, shade.ground),
      ].join("")}</g>`,
      340,
      230,
    ),
  "cutting-disc": () => {
    const points = Array.from({ length: 3 }, (_, i) => {
      const angle = (i * 2 * Math.PI) / 3 - Math.PI / 2;
      const at = (r: number, offset: number) =>
        `${Math.round(300 + r * Math.cos(angle + offset))} ${Math.round(215 + r * Math.sin(angle + offset))}`;
      return `L${at(70, -0.5)}L${at(150, 0.05)}L${at(70, 0.45)}`;
    }).join("");
    return picture(
      path(`M${points.slice(1)}Z`, shade.steel) + circle(300, 215, 74, shade.steelDark) + circle(300, 215, 16, shade.ground),
      356,
      150,
    );
  },
  "hedge-blade": () =>
    picture(
      [
        rect(50, 205, 460, 24, shade.steel, 4),
        path(teeth(50, 510, 205, 12, true), shade.steelDark),
        path(teeth(50, 510, 229, 12, false), shade.steelDark),
        rect(40, 211, 480, 12, dark, 6),
        rect(500, 190, 60, 54, orange, 8),
      ].join(""),
      300,
      230,
    ),
  "saw-chain": () =>
    picture(
      [
        `<rect x="100" y="130" width="400" height="170" rx="85" fill="none" stroke="${dark}" stroke-width="16"/>`,
        `<rect x="100" y="130" width="400" height="170" rx="85" fill="none" stroke="${shade.steel}" stroke-width="10" stroke-dasharray="14 10"/>`,
        `<rect x="92" y="122" width="416" height="186" rx="93" fill="none" stroke="${shade.steelDark}" stroke-width="5" stroke-dasharray="6 42"/>`,
      ].join(""),
      340,
      210,
    ),
  "guide-bar": () =>
    picture(
      [
        `<rect x="70" y="184" width="470" height="72" rx="36" fill="none" stroke="${dark}" stroke-width="6" stroke-dasharray="10 7"/>`,
        rect(76, 190, 458, 60, shade.steel, 30),
        rect(130, 212, 90, 16, shade.ground, 8),
        circle(500, 220, 20, shade.steelDark) + circle(500, 220, 8, dark),
        rect(240, 212, 220, 6, shade.steelDark, 3),
      ].join(""),
      300,
      240,
    ),
  wheel: () =>
    picture(
      [
        circle(300, 215, 140, shade.tyre),
        ring(300, 215, 128, "#3a4048", 12, ' stroke-dasharray="14 12"'),
        circle(300, 215, 76, shade.steel),
        ring(300, 215, 60, shade.steelDark, 4),
        circle(300, 215, 26, dark) + circle(300, 215, 10, shade.steel),
      ].join(""),
      362,
      150,
    ),
  bearing: () =>
    picture(
      [
        circle(300, 215, 130, shade.steel),
        circle(300, 215, 104, dark),
        ...Array.from({ length: 10 }, (_, i) => {
          const angle = (i * Math.PI) / 5;
          return circle(Math.round(300 + 86 * Math.cos(angle)), Math.round(215 + 86 * Math.sin(angle)), 16, shade.steelLight);
        }),
        circle(300, 215, 68, shade.steel),
        circle(300, 215, 46, shade.ground),
      ].join(""),
      360,
      140,
    ),
  "control-cable": () =>
    picture(
      [
        line("M110 300C150 120 330 90 400 180S470 320 500 250", dark, 16),
        line("M110 300L96 340M500 250L520 210", shade.steelDark, 6),
        circle(94, 346, 10, shade.steel) + circle(522, 204, 10, shade.steel),
        rect(190, 150, 40, 22, orange, 6),
      ].join(""),
      370,
      210,
    ),
  "hydraulic-part": () =>
    picture(
      [
        rect(150, 170, 200, 110, orange, 12),
        rect(170, 190, 160, 20, "#d97f00", 4),
        circle(200, 250, 12, dark) + circle(250, 250, 12, dark) + circle(300, 250, 12, dark),
        line("M230 170L210 90", dark, 12),
        circle(208, 84, 16, dark),
        line("M350 225C430 225 440 320 520 320", dark, 18),
        rect(510, 304, 36, 32, shade.steelDark, 5),
        rect(336, 210, 24, 30, shade.steelDark, 4),
      ].join(""),
      346,
      200,
    ),
  "trimmer-head": () =>
    picture(
      [
        line("M180 262L60 300M420 262L540 236", "#f2a33a", 6),
        `<ellipse cx="300" cy="262" rx="128" ry="34" fill="${dark}"/>`,
        rect(172, 180, 256, 82, orange, 20),
        `<ellipse cx="300" cy="180" rx="128" ry="30" fill="#ffb23e"/>`,
        circle(300, 180, 22, dark),
      ].join(""),
      320,
      200,
    ),
  helmet: () =>
    picture(
      [
        path("M170 240Q170 100 300 100Q430 100 430 240Z", orange),
        rect(150, 232, 300, 26, orange, 13),
        path("M288 108H312V232H288Z", "#d97f00"),
        rect(190, 258, 220, 80, dark, 10),
        line("M210 270V328M236 270V328M262 270V328M288 270V328M314 270V328M340 270V328M366 270V328M392 270V328", "#59616c", 4),
        rect(140, 244, 40, 86, dark, 18),
        rect(420, 244, 40, 86, dark, 18),
      ].join(""),
      356,
      180,
    ),
  "protective-clothing": () =>
    picture(
      [
        path("M200 90H400L420 360H330L300 190L270 360H180Z", orange),
        path("M214 130H290L280 330H196Z", "#d97f00"),
        path("M310 130H386L404 330H320Z", "#d97f00"),
        rect(200, 86, 200, 30, dark, 6),
        line("M232 96V112M268 96V112M332 96V112M368 96V112", "#59616c", 4),
      ].join(""),
      372,
      160,
    ),
  trailer: () =>
    picture(
      [
        path("M160 150H500L480 270H180Z", main),
        rect(150, 140, 360, 18, shade.mainDark, 4),
        line("M200 176H460M204 210H456M208 244H452", shade.mainDark, 4),
        line("M180 256L60 276", dark, 12),
        circle(54, 278, 12, dark),
        rect(200, 268, 260, 16, dark, 4),
        wheel(330, 300, 48),
      ].join(""),
      356,
      220,
    ),
  "oil-can": () =>
    picture(
      [
        path("M206 150Q206 130 226 130H346L396 170V350Q396 364 382 364H220Q206 364 206 350Z", orange),
        rect(244, 96, 56, 38, dark, 8),
        rect(236, 218, 132, 96, shade.halo, 8),
        rect(254, 244, 96, 16, main, 4),
        rect(254, 272, 64, 10, shade.steel, 3),
      ].join(""),
      370,
      130,
    ),
  battery: () =>
    picture(
      [
        rect(170, 170, 260, 160, dark, 18),
        rect(170, 150, 260, 40, orange, 14),
        rect(210, 118, 60, 36, shade.steelDark, 6),
        rect(330, 118, 60, 36, shade.steelDark, 6),
        rect(206, 232, 188, 54, "#454c55", 8),
        circle(236, 259, 9, "#6fcf5a") + circle(270, 259, 9, "#6fcf5a") + circle(304, 259, 9, "#6fcf5a") + circle(338, 259, 9, "#59616c"),
      ].join(""),
      344,
      160,
    ),
  "maintenance-kit": () =>
    picture(
      [
        path("M150 120H450L480 170H120Z", shade.mainDark),
        rect(120, 170, 360, 180, main, 14),
        rect(120, 296, 360, 16, orange),
        rect(140, 184, 320, 100, shade.mainDark, 8),
        rect(156, 200, 96, 64, dark, 8) + rect(164, 208, 80, 48, shade.filter, 4),
        rect(272, 200, 18, 60, shade.steelLight, 4) + rect(268, 240, 26, 12, shade.steel, 3),
        path("M312 214Q312 204 322 204H352L372 220V262Q372 268 366 268H318Q312 268 312 262Z", orange),
        `<rect x="388" y="210" width="58" height="44" rx="22" fill="none" stroke="${dark}" stroke-width="7"/>`,
        rect(260, 318, 80, 22, shade.halo, 4),
      ].join(""),
      360,
      210,
    ),
} satisfies Record<string, () => string>;

export type ImageKey = keyof typeof drawings;

export const imageKeys = Object.keys(drawings) as ImageKey[];

export function drawImage(key: ImageKey): string {
  return drawings[key]();
}
