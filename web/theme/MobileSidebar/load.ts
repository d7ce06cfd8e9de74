// framer-motion comes with the mobile menu, loaded the first time the menu button is used (or hovered).
export const loadMobileSidebar = () => import('./index');
