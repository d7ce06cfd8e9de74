import Heading from '../Heading';
import Icon from '@theme/DocCard/Heading/Icon';
import Text from '@theme/DocCard/Heading/Text';

/** `@theme/DocCard/Heading`: the card's `<h2>`, its icon then its title (the whole title on hover). */
export default function DocCardHeading({ item, title, icon }: { item?: unknown; title: string; icon?: string }) {
  return (
    <Heading as="h2" className="theme-doc-card-heading doc-card-heading" title={title}>
      {icon && <Icon item={item} icon={icon} />}
      <Text item={item} title={title} />
    </Heading>
  );
}
