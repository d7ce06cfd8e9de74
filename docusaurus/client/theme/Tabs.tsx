import { Tabs } from '../../../web/theme/Tabs';

/** `@theme/Tabs`: the theme's tabs (`groupId`, `default`, remembered choice). */
export default Tabs;
