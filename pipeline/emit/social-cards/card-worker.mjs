// The entry of the child process that draws cards (social-cards/draw.ts).
import { loadModule } from '../../run/load-module.mjs';

const { renderCard } = await loadModule('./render', import.meta.url);

export default renderCard;
