import type { ComponentType } from 'react';
import { Admonition } from '../theme/Admonition';
import { CodeBlock } from '../theme/CodeBlock';
import { Tabs, TabItem } from '../theme/Tabs';
import { Mermaid } from '../theme/Mermaid';
import { Link } from '../theme/Link';
import { h2, h3, h4 } from '../theme/Heading';
import { LocalComponent } from './LocalComponent';
import { ThemedImage } from '../theme/ThemedImage';
import { IdealImage } from '../theme/IdealImage';
import { ZoomImage } from '../theme/ImageZoom';
import { TableScroll } from '../theme/ScrollRegion/TableScroll';
import { withBase } from '../app/base-url';

/**
 * The component registry: HAST element names → React components. Upper-case names are the MDX
 * components the pipeline allows; lower-case ones override plain HTML elements.
 */
export const components: Record<string, ComponentType<never>> = {
  Admonition: Admonition as ComponentType<never>,
  CodeBlock: CodeBlock as ComponentType<never>,
  Tabs: Tabs as ComponentType<never>,
  TabItem: TabItem as ComponentType<never>,
  Mermaid: Mermaid as ComponentType<never>,
  Link: Link as ComponentType<never>,
  LocalComponent: LocalComponent as ComponentType<never>,
  ThemedImage: ThemedImage as ComponentType<never>,
  IdealImage: IdealImage as ComponentType<never>,
  a: Link as ComponentType<never>,
  // Site-root image paths (`/img/x.png`, `/assets/content/...`) live under the base URL.
  img: ((props: { src?: string }) => <ZoomImage {...props} src={props.src && withBase(props.src)} />) as ComponentType<never>,
  h2: h2 as ComponentType<never>,
  h3: h3 as ComponentType<never>,
  h4: h4 as ComponentType<never>,
  table: TableScroll as ComponentType<never>,
};
