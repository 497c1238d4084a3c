export type { LookupOption } from './types.ts';
export { COLOURS, type Colour } from './colours.ts';
export { SUBJECTS, subjectId, type SubjectLabel } from './subjects.ts';
export { MEDIUMS, SURFACES, MEDIA_AND_MATERIALS, materialKeys, type MaterialKey } from './materials.ts';
export { FORMAL_CATEGORIES, FORMAL, type FormalCategory, type FormalKey } from './formal-categories.ts';
export { CHICAGO_AREA_CITIES, SERVICE_AREA, CITY_TOOLTIP } from './cities.ts';
export { HEARD_ABOUT_US_OPTIONS } from './heard-about-us.ts';
