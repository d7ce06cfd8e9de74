import { components, registry } from '../../../web/mdx/components';
import { Admonition } from '../../../web/theme/Admonition';
import { Tabs, TabItem } from '../../../web/theme/Tabs';
import { Mermaid } from '../../../web/theme/Mermaid';
import { IdealImage } from '../../../web/theme/IdealImage';
import { MarkdownImage } from '../../../web/theme/ImageZoom';

/**
 * `@theme/MDXComponents`: the element → component map content is rendered with. A site component
 * that imports it gets every component, also those the SPA loads only for pages that use them.
 */
export default { ...components, ...registry({ Admonition, Tabs, TabItem, Mermaid, IdealImage, img: MarkdownImage }) };
