// Shared with the prerenderer, which writes the same title into each page's <head>.
export { pageTitle } from '../../common/page-title';
