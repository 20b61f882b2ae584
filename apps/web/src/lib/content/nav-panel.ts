import type { NavItem } from "./view-models";

/**
 * Whether a menu entry opens a panel (mega menu, drawer accordion) rather than leading straight to
 * its page. Apart from the view models, whose links need the route table the menu's script goes without.
 */
export function hasNavPanel(item: NavItem): boolean {
  return item.columns.length > 0 || item.tips.length > 0;
}
