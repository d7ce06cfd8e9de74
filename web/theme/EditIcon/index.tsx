/**
 * Where Docusaurus draws its pencil (`Icon/Edit`) before "Edit this page". This theme's edit link
 * has no icon, so nothing is drawn here unless the site swizzles `Icon/Edit`, whose icon then
 * takes this place (docusaurus/node/theme/chrome-slots.ts).
 */
export function EditIcon(): null {
  return null;
}
