import type { reinsuranceIcons, socialNetworks } from "@portal/domain/content/schemas";
import {
  BoxesIcon,
  CardIcon,
  FacebookIcon,
  GearIcon,
  HeadsetIcon,
  InstagramIcon,
  LinkedinIcon,
  ShieldIcon,
  TruckIcon,
  XIcon,
  YoutubeIcon,
} from "./icons";

type IconComponent = typeof TruckIcon;

/** Icons the content service may name for strong points and features. */
export const reinsuranceIcon: Record<(typeof reinsuranceIcons)[number], IconComponent> = {
  delivery: TruckIcon,
  stock: BoxesIcon,
  support: HeadsetIcon,
  warranty: ShieldIcon,
  payment: CardIcon,
  parts: GearIcon,
};

export const socialIcon: Record<(typeof socialNetworks)[number], IconComponent> = {
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
  instagram: InstagramIcon,
  x: XIcon,
};

export const socialNetworkName: Record<(typeof socialNetworks)[number], string> = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  instagram: "Instagram",
  x: "X",
};
