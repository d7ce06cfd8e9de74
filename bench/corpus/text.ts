/** Plain-word prose and code samples for the synthetic corpus (lowercase a–z words only, so slugs are predictable). */
import type { Random } from './random.js';

const WORDS = (
  'sensor switch light entity device state attribute service platform integration config entry flow ' +
  'option update coordinator polling push event trigger condition action script scene area floor zone ' +
  'person tracker battery energy meter climate cover valve fan lock alarm panel camera media player ' +
  'remote siren vacuum mower button number select text date time image weather calendar todo notify ' +
  'backup restore addon supervisor host network mount storage volume container image registry token ' +
  'refresh access user group owner admin session login provider module manifest translation string ' +
  'frontend panel card dashboard view badge icon theme layout dialog form field selector template ' +
  'intent sentence slot agent pipeline speech wake word satellite stream audio codec buffer timeout ' +
  'retry limit queue worker thread loop task future callback listener handler helper utility fixture ' +
  'snapshot mock patch assert report coverage lint format check release version branch commit review ' +
  'reading quickly carefully always never often before after during while without within between'
).split(' ');

export const LANGUAGES = ['python', 'ts', 'tsx', 'yaml', 'json', 'bash'] as const;

export function words(random: Random, count: number): string[] {
  return Array.from({ length: count }, () => random.pick(WORDS));
}

export function title(random: Random, count: number): string {
  const [first = 'page', ...rest] = words(random, count);
  return [first[0]!.toUpperCase() + first.slice(1), ...rest].join(' ');
}

export function sentence(random: Random): string {
  const w = words(random, random.int(8, 18));
  if (random.chance(0.25)) w[random.int(1, w.length - 1)] = `\`${random.pick(WORDS)}_${random.pick(WORDS)}\``;
  if (random.chance(0.15)) w[random.int(1, w.length - 1)] = `**${random.pick(WORDS)}**`;
  const text = w.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

export function paragraph(random: Random): string {
  return Array.from({ length: random.int(2, 5) }, () => sentence(random)).join(' ');
}

export function codeSample(random: Random, lang: (typeof LANGUAGES)[number]): string {
  const [a = 'entity', b = 'state', c = 'value'] = words(random, 3);
  const n = random.int(1, 99);
  switch (lang) {
    case 'python':
      return `async def async_setup_${a}(hass, entry):\n    """Set up the ${a} from a config entry."""\n    ${b} = entry.data.get("${c}", ${n})\n    if ${b} > ${n * 2}:\n        return False\n    hass.data.setdefault("${a}", {})[entry.entry_id] = ${b}\n    return True`;
    case 'ts':
      return `export interface ${cap(a)}${cap(b)} {\n  ${c}: number;\n  label?: string;\n}\n\nexport function read${cap(a)}(input: ${cap(a)}${cap(b)}): string {\n  return input.label ?? String(input.${c} * ${n});\n}`;
    case 'tsx':
      return `export function ${cap(a)}Card({ ${b} }: { ${b}: string }) {\n  return (\n    <div className="${a}-card">\n      <span>{${b}}</span>\n    </div>\n  );\n}`;
    case 'yaml':
      return `${a}:\n  - platform: ${b}\n    name: ${c}\n    scan_interval: ${n}\n    options:\n      enabled: true`;
    case 'json':
      return `{\n  "domain": "${a}",\n  "name": "${cap(b)}",\n  "version": "1.${n}.0",\n  "requirements": ["${c}==${n}.0"]\n}`;
    case 'bash':
      return `# Fetch the ${a} and run the ${b} checks\ngit clone https://example.com/${a}.git\ncd ${a} && npm ci\nnpm run ${c} -- --retries ${n}`;
  }
}

function cap(s: string): string {
  return s[0]!.toUpperCase() + s.slice(1);
}
