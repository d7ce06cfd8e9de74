import { createElement, type HTMLAttributes } from 'react';
import { components, registry } from '../../../web/mdx/components';
import { Admonition } from '../../../web/theme/Admonition';
import { Tabs, TabItem } from '../../../web/theme/Tabs';
import { Mermaid } from '../../../web/theme/Mermaid';
import { IdealImage } from '../../../web/theme/IdealImage';
import { MarkdownImage } from '../../../web/theme/ImageZoom';
import Heading from './Heading';
import Code from './MDXComponents/Code';
import Pre from './MDXComponents/Pre';
import Ul from './MDXComponents/Ul';
import Li from './MDXComponents/Li';
import Details from './MDXComponents/Details';
import Head from '../api/Head';

type HeadingProps = HTMLAttributes<HTMLHeadingElement>;
const heading = (as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') => (props: HeadingProps) => createElement(Heading, { as, ...props });

/**
 * `@theme/MDXComponents`: the element → component map content is rendered with. A site component
 * that imports it gets every component, also those the SPA loads only for pages that use them, and
 * the HTML elements and constructs Docusaurus's map gives (`Head`, `code`, `pre`, `ul`, `li`, `details`,
 * `Details`, `h1`–`h6`, `admonition`, `mermaid`), which
 * a site's map replacing one of them may call (`@theme-original/MDXComponents`).
 */
export default {
  ...components,
  ...registry({ Admonition, Tabs, TabItem, Mermaid, IdealImage, img: MarkdownImage, admonition: Admonition, mermaid: Mermaid }),
  ...registry({ Head, code: Code, pre: Pre, ul: Ul, li: Li, details: Details, Details }),
  ...registry({ h1: heading('h1'), h2: heading('h2'), h3: heading('h3'), h4: heading('h4'), h5: heading('h5'), h6: heading('h6') }),
};
