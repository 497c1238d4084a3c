import { CHICAGO_AREA_CITIES } from '@vernissage/core/lookups';
import type { Practice } from '../artists.ts';
import { lightness } from '../colour.ts';
import { PALETTES } from '../palettes.ts';
import type { Rng } from '../prng.ts';
import type { DemoPerson } from '../types.ts';
import { monogramSvg } from './logo.ts';
import { SERIES } from '../names.ts';

const SCHOOLS = [
  'School of the Art Institute of Chicago', 'Columbia College Chicago', 'University of Illinois Chicago',
  'Northwestern University', 'Rhode Island School of Design', 'Cranbrook Academy of Art', 'Yale School of Art',
  'Universidad Nacional Autónoma de México', 'Slade School of Fine Art, London', 'Kyoto City University of Arts',
  'University of Chicago', 'Northern Illinois University', 'Illinois State University', 'Kansas City Art Institute',
];
const RESIDENCIES = ['Ox-Bow School of Art, Saugatuck (residency)', 'Hyde Park Art Center (residency)', 'Ragdale, Lake Forest (residency)', 'Anderson Ranch, Colorado (workshop)'];
const VENUES = [
  'Lakefront Arts Center, Chicago', 'Fulton Market Projects, Chicago', 'Ravenswood Gallery, Chicago', 'Prairie Light Gallery, Evanston',
  'The Annex, Oak Park', 'West Loop Contemporary, Chicago', 'Bridgeport Art Space, Chicago', 'Milwaukee Avenue Works, Chicago',
  'North Branch Gallery, Chicago', 'Kenwood Print Room, Chicago', 'Elmhurst Art Hall, Elmhurst', 'Riverside Arts Center, Naperville',
];
const SHOW_WORDS = ['Open Studio', 'Common Ground', 'New Work', 'The Long Look', 'Paper Weight', 'Summer Salon', 'Colour Theory', 'Near and Far', 'Second City, First Light', 'Small Works'];

export interface PersonInput {
  key: string;
  name: string;
  practice: Practice;
  index: number;
}

const slug = (s: string): string =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ł/g, 'l').replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');

function educationHistory(rng: Rng, seniority: number, discipline: string): string {
  const endYear = 2022 - Math.round(seniority * 22) + rng.int(-2, 2);
  const items: string[] = [];
  const schools = rng.shuffle(SCHOOLS);
  if (seniority > 0.4 || rng.chance(0.5)) items.push(`<li>MFA, ${rng.pick(['Painting and Drawing', 'Printmedia', 'Studio Art', 'Fine Arts'])}, ${schools[0]}, ${endYear}</li>`);
  items.push(`<li>${rng.pick(['BFA', 'BA', 'BFA'])}, ${discipline.includes('print') ? 'Printmaking' : rng.pick(['Studio Art', 'Painting', 'Art and Art History', 'Illustration'])}, ${schools[1]}, ${endYear - rng.int(3, 6)}</li>`);
  if (rng.chance(0.6)) items.push(`<li>${rng.pick(RESIDENCIES)}, ${endYear + rng.int(1, 3)}</li>`);
  return `<ul>${items.join('')}</ul>`;
}

function exhibitionHistory(rng: Rng, seniority: number): string {
  const n = 2 + Math.round(seniority * 5);
  const items = Array.from({ length: n }, () => {
    const year = rng.int(2014, 2026);
    const solo = rng.chance(0.25 + seniority * 0.3);
    const title = rng.chance(0.5) ? rng.pick(SERIES) : rng.pick(SHOW_WORDS);
    return { year, html: `<li>${year} — <em>${title}</em>, ${rng.pick(VENUES)} (${solo ? 'solo' : 'group'})</li>` };
  }).sort((a, b) => b.year - a.year);
  return `<ul>${items.map((i) => i.html).join('')}</ul>`;
}

function artistBio(rng: Rng, name: string, p: Practice, city: string): string {
  const first = name.split(' ')[0] ?? name;
  const styleWords: Record<string, string> = {
    geometric: 'hard-edged abstraction', stripes: 'stripes and intervals of colour', pattern: 'repeating patterns drawn by hand',
    'colour-field': 'large fields of soft colour', landscape: 'the landscapes of the Midwest', 'still-life': 'still lifes of ordinary objects',
    figure: 'people: friends, neighbours, strangers on the train', cityscape: 'the city at every hour',
  };
  const main = styleWords[p.styles[0]?.[0] ?? 'geometric'];
  const paras = [
    `${name} is a ${p.discipline} based in ${city}, Illinois, whose work returns again and again to ${main}.`,
    rng.pick([
      `${first} grew up ${rng.pick(['in Lagos', 'in Kraków', 'in Guadalajara', 'on the South Side', 'in Osaka', 'in rural Wisconsin', 'in Beirut', 'in Manila', 'in Cleveland', 'in Bogotá'])} and moved to Chicago ${rng.pick(['to study', 'for a job that did not last', 'with family', 'after art school'])}. The lake, the grid of the streets and the long winters found their way into the work early.`,
      `Before painting full time, ${first} worked as ${rng.pick(['a graphic designer', 'a nurse', 'a carpenter', 'an architect', 'a high-school art teacher', 'a sign painter'])}, and the habits of that trade still show: patience, an eye for proportion, and a respect for materials.`,
    ]),
    `"${rng.pick(['I want a picture to hold still long enough for someone to live with it.', 'Colour does most of the talking. I try to stay out of its way.', 'Every piece starts as a small drawing in a notebook I carry everywhere.', 'I am interested in what stays the same when everything around it changes.'])}" ${first} says. The studio is ${rng.pick(['a converted storefront', 'a shared space in a former factory', 'the back room of a two-flat', 'a sunlit loft'])} in ${city}.`,
  ];
  if (rng.chance(0.5)) paras.push(`${first}'s work is held in private collections across the Midwest and has been shown in ${rng.int(3, 20)} exhibitions. Commissions are welcome.`);
  return paras.map((t) => `<p>${t}</p>`).join('');
}

function merchantBio(name: string, p: Practice, city: string): string {
  if (p.discipline === 'gallery') {
    return [
      `${name} is an independent gallery in ${city} showing painting by artists from Chicago and the Great Lakes region since 2009.`,
      'We work with a small stable of painters, mostly mid-career, and list works here that we believe will find a good home. Every work can be seen in person at the gallery by appointment.',
      'The gallery arranges framing, delivery and installation for collectors in the Chicago area.',
    ].map((t) => `<p>${t}</p>`).join('');
  }
  return [
    `${name} is a print studio in ${city} producing screen prints, lithographs and woodcuts with visiting artists.`,
    'Every edition is printed by hand in small runs on archival paper, numbered and signed. We list studio editions and a few unique monoprints.',
  ].map((t) => `<p>${t}</p>`).join('');
}

export function makePerson(rng: Rng, input: PersonInput): DemoPerson {
  const { key, name, practice: p } = input;
  const city = rng.chance(0.5) ? 'Chicago' : rng.pick(CHICAGO_AREA_CITIES);
  const merchant = p.role === 'merchant';
  const palette = PALETTES[p.palettes[0] ?? 'graphite'];
  const sorted = [...palette].sort((a, b) => lightness(a) - lightness(b));
  const ground = sorted[sorted.length - 1] as string;
  const disc = sorted[rng.int(0, 1)] as string;
  const phoneArea = rng.chance(0.5) ? '312' : '773';
  return {
    key,
    role: p.role,
    name,
    email: merchant ? `hello@${slug(name).replace(/\./g, '-')}.merchants.vernissage.test` : `${slug(name)}@artists.vernissage.test`,
    phone: `(${phoneArea}) 555-${String(100 + input.index).padStart(4, '0')}`,
    city,
    bio: merchant ? merchantBio(name, p, city) : artistBio(rng, name, p, city),
    exhibitionHistory: exhibitionHistory(rng, p.seniority),
    educationHistory: merchant ? '<ul><li>Member, Chicago Art Dealers Association</li><li>Member, International Fine Print Dealers Association</li></ul>' : educationHistory(rng, p.seniority, p.discipline),
    logoSvg: monogramSvg(name, ground, disc, ground),
    inviteCount: rng.chance(0.7) ? 0 : rng.int(1, 3),
  };
}
