import { components, registry } from '../../mdx/components';
import { Admonition } from '../../theme/Admonition';
import { Tabs, TabItem } from '../../theme/Tabs';
import { Mermaid } from '../../theme/Mermaid';
import { IdealImage } from '../../theme/IdealImage';
import { MarkdownImage } from '../../theme/ImageZoom';

/**
 * `@theme/MDXComponents`: the element → component map content is rendered with. A site component
 * that imports it gets every component, also those the SPA loads only for pages that use them.
 */
export default { ...components, ...registry({ Admonition, Tabs, TabItem, Mermaid, IdealImage, img: MarkdownImage }) };
