import { TabItem } from '../../../web/theme/Tabs';

/** `@theme/TabItem`. */
export default TabItem;
