import type { ReactNode } from 'react';
import { Admonition } from '../../../../web/theme/Admonition';

type Props = { title?: string; children?: ReactNode };
const of = (type: string) => (props: Props) => <Admonition type={type} {...props} />;

/** `@theme/Admonition/Types`: admonition type → component, Docusaurus's keywords and aliases. */
const AdmonitionTypes: Record<string, (props: Props) => ReactNode> = {
  note: of('note'),
  tip: of('tip'),
  info: of('info'),
  warning: of('warning'),
  danger: of('danger'),
  caution: of('caution'),
  secondary: (props) => <Admonition type="note" title="secondary" {...props} />,
  important: (props) => <Admonition type="info" title="important" {...props} />,
  success: (props) => <Admonition type="tip" title="success" {...props} />,
};
export default AdmonitionTypes;
