import type { MediaKey } from "./media";

type BrandSeed = {
  code: string;
  name: string;
  logo: MediaKey;
};

/** The manufacturer's four brands, in the order the portal lists them. */
export const brandSeeds: BrandSeed[] = [
  // Professional garden machines: mowers, ride-ons, brush cutters, hedge trimmers.
  { code: "verdalis", name: "Verdalis", logo: "brandVerdalis" },
  // Forestry: chainsaws, log splitters, wood chippers.
  { code: "sylvor", name: "Sylvor", logo: "brandSylvor" },
  // Compact industrial equipment: site dumpers, generators, pressure washers.
  { code: "meranor", name: "Meranor", logo: "brandMeranor" },
  // Genuine spare parts and consumables for every machine of the group.
  { code: "kerlan", name: "Kerlan", logo: "brandKerlan" },
];
