// Hand-drawn icons of things and creatures, each in a 100×100 box resting on its bottom edge (see icons-nature).
import type { Draw } from './icons-nature.ts';

export const THING_ICONS = {
  heart: (c) =>
    `<path d="M50 90 C20 68 5 52 9 32 C13 13 38 9 50 30 C62 9 87 13 91 32 C95 52 80 68 50 90Z" fill="${c.red}"/><ellipse cx="30" cy="30" rx="8" ry="5" fill="#fff" fill-opacity=".5" stroke="none" transform="rotate(-35 30 30)"/>`,
  house: (c) =>
    `<rect x="18" y="46" width="64" height="50" fill="${c.tan}"/><path d="M8 50 L50 12 L92 50Z" fill="${c.red}"/><rect x="64" y="20" width="10" height="20" fill="${c.brown}"/><rect x="42" y="66" width="16" height="30" fill="${c.brown}"/><rect x="24" y="58" width="13" height="13" fill="${c.yellow}"/><rect x="63" y="58" width="13" height="13" fill="${c.yellow}"/>`,
  building: (c) =>
    `<rect x="22" y="8" width="56" height="90" fill="${c.grey}"/>${Array.from({ length: 15 }, (_, i) => `<rect x="${30 + (i % 3) * 15}" y="${16 + Math.floor(i / 3) * 15}" width="9" height="9" fill="${i % 4 === 1 ? c.yellow : c.cream}" stroke="none"/>`).join('')}<rect x="42" y="84" width="16" height="14" fill="${c.dark}"/>`,
  book: (c) =>
    `<path d="M50 30 Q30 18 8 24 L8 84 Q30 78 50 90Z" fill="${c.white}"/><path d="M50 30 Q70 18 92 24 L92 84 Q70 78 50 90Z" fill="${c.cream}"/><path d="M8 84 Q30 78 50 90 Q70 78 92 84 L92 90 Q70 84 50 96 Q30 84 8 90Z" fill="${c.red}"/>${[40, 50, 60, 70].map((y) => `<path d="M16 ${y - 4} Q30 ${y - 8} 43 ${y}" fill="none" stroke="${c.grey}" stroke-width="2"/><path d="M57 ${y} Q70 ${y - 8} 84 ${y - 4}" fill="none" stroke="${c.grey}" stroke-width="2"/>`).join('')}`,
  film: (c) =>
    `<rect x="10" y="38" width="80" height="56" rx="4" fill="${c.dark}"/><path d="M10 38 L90 38 L90 26 L10 26Z" fill="${c.white}"/><path d="M10 26 L84 8 L88 20 L14 38Z" fill="${c.white}"/>${[0, 1, 2, 3].map((i) => `<path d="M${18 + i * 18} 26 L${28 + i * 18} 26 L${22 + i * 18} 38 L${12 + i * 18} 38Z" fill="${c.dark}" stroke="none"/>`).join('')}<circle cx="50" cy="66" r="14" fill="${c.red}"/><path d="M46 58 L58 66 L46 74Z" fill="${c.white}" stroke="none"/>`,
  popcorn: (c) =>
    `${[26, 38, 50, 62, 74, 32, 46, 60, 70].map((x, i) => `<circle cx="${x}" cy="${i < 5 ? 34 : 22}" r="10" fill="${c.cream}"/>`).join('')}<path d="M22 36 L78 36 L70 98 L30 98Z" fill="${c.white}"/><path d="M34 36 L42 36 L40 98 L34 98Z M52 36 L60 36 L58 98 L52 98Z" fill="${c.red}" stroke="none"/>`,
  tv: (c) =>
    `<path d="M36 6 L50 22 L66 4" fill="none" stroke="${c.grey}" stroke-width="4"/><rect x="8" y="22" width="84" height="60" rx="8" fill="${c.purple}"/><rect x="16" y="30" width="56" height="44" rx="5" fill="${c.teal}"/><circle cx="82" cy="40" r="4" fill="${c.yellow}"/><circle cx="82" cy="56" r="4" fill="${c.yellow}"/><rect x="24" y="82" width="8" height="14" fill="${c.dark}"/><rect x="68" y="82" width="8" height="14" fill="${c.dark}"/>`,
  guitar: (c) =>
    `<g transform="rotate(30 50 50)"><rect x="45" y="2" width="10" height="52" fill="${c.brown}"/><rect x="42" y="-4" width="16" height="12" rx="3" fill="${c.dark}"/><circle cx="50" cy="60" r="17" fill="${c.orange}"/><circle cx="50" cy="82" r="21" fill="${c.orange}"/><circle cx="50" cy="66" r="6" fill="${c.dark}"/><rect x="42" y="86" width="16" height="4" fill="${c.dark}"/></g>`,
  music: (c) =>
    `<path d="M32 78 L32 22 L80 12 L80 68" fill="none" stroke="${c.dark}" stroke-width="6"/><path d="M32 22 L80 12 L80 24 L32 34Z" fill="${c.dark}"/><ellipse cx="24" cy="80" rx="12" ry="9" fill="${c.purple}"/><ellipse cx="72" cy="70" rx="12" ry="9" fill="${c.purple}"/>`,
  plate: (c) =>
    `<path d="M12 26 L12 50 M8 26 L8 42 Q8 50 12 50 Q16 50 16 42 L16 26" fill="none" stroke="${c.grey}" stroke-width="3"/><path d="M12 50 L12 88" stroke="${c.grey}" stroke-width="5"/><path d="M88 26 Q80 40 86 56 L88 88" fill="none" stroke="${c.grey}" stroke-width="5"/><ellipse cx="50" cy="62" rx="32" ry="30" fill="${c.white}"/><ellipse cx="50" cy="62" rx="22" ry="20" fill="${c.cream}"/><circle cx="44" cy="58" r="8" fill="${c.red}"/><circle cx="56" cy="64" r="7" fill="${c.leaf}"/><circle cx="48" cy="70" r="6" fill="${c.yellow}"/><circle cx="58" cy="54" r="5" fill="${c.orange}"/>`,
  pizza: (c) =>
    `<path d="M50 96 L12 20 Q50 4 88 20Z" fill="${c.yellow}"/><path d="M12 20 Q50 4 88 20 L84 28 Q50 14 16 28Z" fill="${c.tan}"/>${[
      [40, 36],
      [60, 40],
      [50, 60],
      [44, 78],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${c.red}"/>`)
      .join('')}`,
  cake: (c) =>
    `<rect x="16" y="56" width="68" height="38" rx="4" fill="${c.pink}"/><path d="M16 64 Q24 72 33 64 Q41 72 50 64 Q58 72 67 64 Q75 72 84 64 L84 56 L16 56Z" fill="${c.white}"/><rect x="8" y="92" width="84" height="6" rx="3" fill="${c.grey}"/>${[32, 50, 68].map((x) => `<rect x="${x - 3}" y="36" width="6" height="20" fill="${c.blue}"/><path d="M${x} 24 Q${x + 6} 32 ${x} 36 Q${x - 6} 32 ${x} 24Z" fill="${c.orange}"/>`).join('')}`,
  burger: (c) =>
    `<path d="M14 50 Q14 16 50 16 Q86 16 86 50Z" fill="${c.tan}"/><path d="M10 52 L90 52 L86 60 L76 56 L66 62 L54 56 L42 62 L30 56 L20 62Z" fill="${c.leaf}"/><rect x="12" y="60" width="76" height="12" rx="6" fill="${c.brown}"/><rect x="14" y="74" width="72" height="16" rx="7" fill="${c.tan}"/>${[36, 50, 62].map((x) => `<ellipse cx="${x}" cy="28" rx="3" ry="1.8" fill="${c.cream}" stroke="none"/>`).join('')}`,
  icecream: (c) =>
    `<path d="M30 50 L50 98 L70 50Z" fill="${c.tan}"/><circle cx="50" cy="40" r="20" fill="${c.pink}"/><circle cx="36" cy="50" r="12" fill="${c.cream}"/><circle cx="64" cy="50" r="12" fill="${c.teal}"/><circle cx="50" cy="18" r="6" fill="${c.red}"/>`,
  coffee: (c) =>
    `${[38, 54].map((x) => `<path d="M${x} 28 Q${x - 6} 18 ${x} 10 Q${x + 6} 2 ${x} -4" fill="none" stroke="${c.grey}" stroke-width="3" stroke-linecap="round"/>`).join('')}<path d="M74 48 Q92 48 90 62 Q88 76 70 74" fill="none" stroke="${c.white}" stroke-width="7"/><path d="M20 36 L78 36 L72 84 Q70 90 62 90 L36 90 Q28 90 26 84Z" fill="${c.white}"/><ellipse cx="49" cy="38" rx="27" ry="5" fill="${c.brown}"/><ellipse cx="50" cy="93" rx="40" ry="6" fill="${c.cream}"/>`,
  wine: (c) =>
    `<path d="M26 10 L74 10 Q80 48 50 58 Q20 48 26 10Z" fill="${c.white}" fill-opacity=".85"/><path d="M24 28 L76 28 Q76 50 50 56 Q24 50 24 28Z" fill="${c.red}"/><rect x="47" y="56" width="6" height="32" fill="${c.white}"/><ellipse cx="50" cy="92" rx="22" ry="6" fill="${c.white}"/>`,
  cocktail: (c) =>
    `<path d="M12 16 L88 16 L50 56Z" fill="${c.pink}"/><rect x="47" y="54" width="6" height="34" fill="${c.white}"/><ellipse cx="50" cy="92" rx="22" ry="6" fill="${c.white}"/><circle cx="76" cy="14" r="10" fill="${c.yellow}"/><path d="M60 4 L40 34" stroke="${c.dark}" stroke-width="3"/>`,
  dog: (c) =>
    `<ellipse cx="56" cy="70" rx="30" ry="20" fill="${c.tan}"/><path d="M84 64 Q98 48 92 40" fill="none" stroke="${c.tan}" stroke-width="7" stroke-linecap="round"/><rect x="34" y="78" width="10" height="20" rx="4" fill="${c.tan}"/><rect x="66" y="78" width="10" height="20" rx="4" fill="${c.tan}"/><circle cx="32" cy="42" r="20" fill="${c.tan}"/><path d="M16 30 Q6 44 14 60 Q22 52 22 34Z" fill="${c.brown}"/><path d="M46 30 Q56 44 50 58 Q42 50 42 34Z" fill="${c.brown}"/><ellipse cx="28" cy="52" rx="11" ry="8" fill="${c.cream}"/><circle cx="24" cy="48" r="4" fill="${c.line}" stroke="none"/><circle cx="26" cy="38" r="2.6" fill="${c.line}" stroke="none"/><circle cx="38" cy="38" r="2.6" fill="${c.line}" stroke="none"/><path d="M24 58 Q28 62 32 58" fill="none" stroke="${c.line}" stroke-width="2"/>`,
  cat: (c) =>
    `<path d="M72 92 Q96 88 90 64 Q86 56 80 62" fill="none" stroke="${c.orange}" stroke-width="7" stroke-linecap="round"/><path d="M30 96 Q24 58 50 54 Q76 58 70 96Z" fill="${c.orange}"/><circle cx="50" cy="40" r="20" fill="${c.orange}"/><path d="M32 32 L30 10 L46 24Z M68 32 L70 10 L54 24Z" fill="${c.orange}"/><path d="M34 26 L33 16 L41 24Z M66 26 L67 16 L59 24Z" fill="${c.pink}" stroke="none"/><ellipse cx="42" cy="40" rx="3" ry="4.5" fill="${c.line}" stroke="none"/><ellipse cx="58" cy="40" rx="3" ry="4.5" fill="${c.line}" stroke="none"/><path d="M47 48 L53 48 L50 51Z" fill="${c.pink}" stroke="none"/><path d="M26 48 L40 50 M26 54 L40 52 M74 48 L60 50 M74 54 L60 52" stroke="${c.line}" stroke-width="1.5"/>`,
  penguin: (c) =>
    `<path d="M50 8 Q80 8 80 50 Q82 84 66 94 L34 94 Q18 84 20 50 Q20 8 50 8Z" fill="${c.dark}"/><path d="M50 26 Q68 28 68 56 Q68 84 56 92 L44 92 Q32 84 32 56 Q32 28 50 26Z" fill="${c.white}"/><path d="M22 46 Q8 62 14 76 Q22 66 26 58Z M78 46 Q92 62 86 76 Q78 66 74 58Z" fill="${c.dark}"/><circle cx="42" cy="30" r="3.5" fill="${c.line}" stroke="none"/><circle cx="58" cy="30" r="3.5" fill="${c.line}" stroke="none"/><circle cx="43" cy="29" r="1.2" fill="#fff" stroke="none"/><circle cx="59" cy="29" r="1.2" fill="#fff" stroke="none"/><path d="M43 37 L57 37 L50 46Z" fill="${c.orange}"/><ellipse cx="36" cy="41" rx="5" ry="3" fill="${c.pink}" fill-opacity=".6" stroke="none"/><ellipse cx="64" cy="41" rx="5" ry="3" fill="${c.pink}" fill-opacity=".6" stroke="none"/><path d="M30 94 L46 94 L40 99Z M54 94 L70 94 L60 99Z" fill="${c.orange}"/>`,
  plane: (c) =>
    `<g transform="rotate(-18 50 50)"><path d="M8 50 Q8 42 20 42 L84 42 Q98 46 84 56 L20 56 Q8 56 8 50Z" fill="${c.white}"/><path d="M42 44 L30 14 L42 14 L62 44Z M42 54 L30 84 L42 84 L62 54Z" fill="${c.blue}"/><path d="M14 44 L8 26 L16 26 L26 42Z" fill="${c.red}"/>${[56, 64, 72].map((x) => `<circle cx="${x}" cy="48" r="2.5" fill="${c.teal}" stroke="none"/>`).join('')}</g>`,
  boat: (c) =>
    `<path d="M48 10 L48 70" stroke="${c.brown}" stroke-width="4"/><path d="M52 12 L52 66 L88 66Z" fill="${c.white}"/><path d="M44 20 L44 66 L16 66Z" fill="${c.cream}"/><path d="M48 8 L62 12 L48 16Z" fill="${c.red}"/><path d="M8 70 L92 70 L80 92 L20 92Z" fill="${c.red}"/><path d="M14 80 L86 80" stroke="${c.white}" stroke-width="3"/>`,
  car: (c) =>
    `<path d="M8 72 L8 58 Q10 50 20 48 L30 32 Q34 26 42 26 L64 26 Q72 26 76 34 L84 48 Q94 50 94 60 L94 72Z" fill="${c.red}"/><path d="M34 34 L42 32 L50 32 L50 48 L26 48Z M56 32 L66 32 L72 48 L56 48Z" fill="${c.teal}"/><circle cx="28" cy="74" r="12" fill="${c.dark}"/><circle cx="74" cy="74" r="12" fill="${c.dark}"/><circle cx="28" cy="74" r="5" fill="${c.grey}" stroke="none"/><circle cx="74" cy="74" r="5" fill="${c.grey}" stroke="none"/>`,
  bicycle: (c) =>
    `<circle cx="24" cy="70" r="20" fill="none" stroke="${c.dark}" stroke-width="5"/><circle cx="76" cy="70" r="20" fill="none" stroke="${c.dark}" stroke-width="5"/><path d="M24 70 L42 42 L68 42 L76 70 M42 42 L50 70 L68 42 M50 70 L24 70" fill="none" stroke="${c.teal}" stroke-width="5" stroke-linejoin="round"/><path d="M36 34 L50 34 M66 42 L62 28 L72 26" fill="none" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>`,
  balloon: (c) =>
    `<path d="M50 4 Q84 4 84 38 Q84 58 60 70 L40 70 Q16 58 16 38 Q16 4 50 4Z" fill="${c.red}"/><path d="M50 4 Q34 20 40 70 L60 70 Q66 20 50 4Z" fill="${c.yellow}"/><path d="M40 70 L42 82 M60 70 L58 82" stroke="${c.brown}" stroke-width="2"/><rect x="38" y="82" width="24" height="16" rx="2" fill="${c.brown}"/>`,
  rocket: (c) =>
    `<path d="M50 4 Q74 22 70 70 L30 70 Q26 22 50 4Z" fill="${c.white}"/><path d="M50 4 Q62 12 66 24 L34 24 Q38 12 50 4Z" fill="${c.red}"/><circle cx="50" cy="42" r="9" fill="${c.teal}"/><path d="M30 52 L14 74 L30 70Z M70 52 L86 74 L70 70Z" fill="${c.red}"/><path d="M36 70 Q50 110 64 70Z" fill="${c.orange}"/><path d="M43 70 Q50 92 57 70Z" fill="${c.yellow}" stroke="none"/>`,
  camera: (c) =>
    `<rect x="8" y="30" width="84" height="56" rx="8" fill="${c.dark}"/><path d="M32 30 L38 18 L62 18 L68 30Z" fill="${c.dark}"/><circle cx="50" cy="58" r="20" fill="${c.grey}"/><circle cx="50" cy="58" r="12" fill="${c.blue}"/><circle cx="45" cy="53" r="4" fill="#fff" fill-opacity=".7" stroke="none"/><rect x="74" y="38" width="10" height="6" fill="${c.yellow}"/>`,
  ball: (c) =>
    `<circle cx="50" cy="52" r="42" fill="${c.white}"/><polygon points="50,36 64,46 59,63 41,63 36,46" fill="${c.dark}"/><path d="M50 36 L50 12 M64 46 L86 38 M59 63 L72 82 M41 63 L28 82 M36 46 L14 38" stroke="${c.dark}" stroke-width="3"/>`,
  trophy: (c) =>
    `<path d="M26 10 L74 10 L70 44 Q66 60 50 62 Q34 60 30 44Z" fill="${c.gold}"/><path d="M26 16 Q8 16 12 32 Q16 44 30 44 M74 16 Q92 16 88 32 Q84 44 70 44" fill="none" stroke="${c.gold}" stroke-width="6"/><rect x="44" y="62" width="12" height="16" fill="${c.gold}"/><rect x="28" y="78" width="44" height="16" rx="3" fill="${c.brown}"/><polygon points="50,20 54,30 64,30 56,36 59,46 50,40 41,46 44,36 36,30 46,30" fill="${c.yellow}" stroke="none"/>`,
  coins: (c) =>
    `${[86, 76, 66, 56].map((y) => `<ellipse cx="36" cy="${y}" rx="24" ry="9" fill="${c.gold}"/>`).join('')}${[86, 76].map((y) => `<ellipse cx="72" cy="${y}" rx="22" ry="8" fill="${c.yellow}"/>`).join('')}<circle cx="66" cy="40" r="22" fill="${c.yellow}"/><circle cx="66" cy="40" r="15" fill="none" stroke="${c.gold}" stroke-width="3"/>`,
  gift: (c) =>
    `<rect x="14" y="40" width="72" height="56" fill="${c.purple}"/><rect x="8" y="30" width="84" height="16" fill="${c.pink}"/><rect x="44" y="30" width="12" height="66" fill="${c.yellow}"/><path d="M50 30 Q30 6 22 22 Q20 30 50 30Z M50 30 Q70 6 78 22 Q80 30 50 30Z" fill="${c.yellow}"/>`,
  ring: (c) =>
    `<circle cx="50" cy="66" r="26" fill="none" stroke="${c.gold}" stroke-width="8"/><polygon points="36,30 44,18 56,18 64,30 50,44" fill="${c.teal}"/><path d="M36 30 L64 30 M44 18 L50 30 L56 18" stroke="#fff" stroke-opacity=".7" stroke-width="1.5" fill="none"/>`,
  suitcase: (c) =>
    `<path d="M36 26 L36 14 L64 14 L64 26" fill="none" stroke="${c.brown}" stroke-width="6"/><rect x="10" y="26" width="80" height="66" rx="8" fill="${c.orange}"/><rect x="10" y="48" width="80" height="6" fill="${c.brown}"/><circle cx="32" cy="72" r="8" fill="${c.teal}"/><rect x="56" y="66" width="20" height="12" rx="3" fill="${c.yellow}"/>`,
  letter: (c) =>
    `<rect x="8" y="24" width="84" height="58" rx="4" fill="${c.white}"/><path d="M8 26 L50 58 L92 26" fill="none" stroke="${c.grey}" stroke-width="3"/><path d="M50 70 C40 62 36 58 38 52 C40 46 48 46 50 52 C52 46 60 46 62 52 C64 58 60 62 50 70Z" fill="${c.red}"/>`,
  umbrella: (c) =>
    `<path d="M50 20 L50 96" stroke="${c.brown}" stroke-width="4"/><path d="M6 50 Q10 14 50 12 Q90 14 94 50 Q83 42 72 50 Q61 42 50 50 Q39 42 28 50 Q17 42 6 50Z" fill="${c.red}"/><path d="M28 50 Q34 20 50 12 Q44 30 50 50 M72 50 Q66 20 50 12" fill="${c.white}" fill-opacity=".8"/>`,
  tent: (c) =>
    `<path d="M50 10 L94 94 L6 94Z" fill="${c.orange}"/><path d="M50 40 L66 94 L34 94Z" fill="${c.dark}"/><path d="M50 10 L50 4" stroke="${c.brown}" stroke-width="3"/>`,
  person: (c) =>
    `<circle cx="50" cy="24" r="16" fill="${c.tan}"/><path d="M20 98 Q20 46 50 44 Q80 46 80 98Z" fill="${c.teal}"/>`,
} satisfies Record<string, Draw>;
