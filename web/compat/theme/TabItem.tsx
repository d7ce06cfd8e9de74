import { TabItem } from '../../theme/Tabs';

/** `@theme/TabItem`. */
export default TabItem;
