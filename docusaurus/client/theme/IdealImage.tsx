import { IdealImage } from '../../../web/theme/IdealImage';

/** `@theme/IdealImage`: `img={require('./x.png')}` as the images step resized it. */
export default IdealImage;
