import type { FormalPosition, StoredImage, StudioWork, StudioWorkInput } from '@vernissage/core/schemas';

/** The form's own shape: text inputs hold '' where the contract has null. */
export interface WorkFormValues {
  title: string;
  description: string;
  workStartDate: string;
  workEndDate: string;
  yearCreated: number | null;
  width: number | null;
  height: number | null;
  subjects: number[];
  mediums: number[];
  surfaces: number[];
  colours: number[];
  formal: FormalPosition[];
  price: number | null;
  discountPercent: number | null;
  partOfSeries: boolean;
  seriesName: string;
  uniqueCopy: boolean;
  editionSize: number | null;
  isFramed: boolean;
  videoUrl: string;
  images: StoredImage[];
}

/** Every field of StudioWorkInput, as the form names it: a refusal's `fields` land on these. */
export const WORK_FIELDS = [
  'images',
  'title',
  'description',
  'workStartDate',
  'workEndDate',
  'yearCreated',
  'partOfSeries',
  'seriesName',
  'width',
  'height',
  'isFramed',
  'mediums',
  'surfaces',
  'subjects',
  'colours',
  'formal',
  'price',
  'discountPercent',
  'uniqueCopy',
  'editionSize',
  'videoUrl',
] as const satisfies ReadonlyArray<keyof WorkFormValues>;

export const EMPTY_WORK: WorkFormValues = {
  title: '',
  description: '',
  workStartDate: '',
  workEndDate: '',
  yearCreated: null,
  width: null,
  height: null,
  subjects: [],
  mediums: [],
  surfaces: [],
  colours: [],
  formal: [],
  price: null,
  discountPercent: null,
  partOfSeries: false,
  seriesName: '',
  uniqueCopy: true,
  editionSize: null,
  isFramed: false,
  videoUrl: '',
  images: [],
};

export function formValues(work: StudioWork | null): WorkFormValues {
  if (!work) return EMPTY_WORK;
  return {
    title: work.title,
    description: work.description,
    workStartDate: work.workStartDate ?? '',
    workEndDate: work.workEndDate ?? '',
    yearCreated: work.yearCreated,
    width: work.width,
    height: work.height,
    subjects: work.subjects,
    mediums: work.mediums,
    surfaces: work.surfaces,
    colours: work.colours,
    formal: work.formal,
    price: work.price,
    discountPercent: work.discountPercent,
    partOfSeries: work.partOfSeries,
    seriesName: work.seriesName ?? '',
    uniqueCopy: work.uniqueCopy,
    editionSize: work.editionSize,
    isFramed: work.isFramed,
    videoUrl: work.videoUrl ?? '',
    images: work.images,
  };
}

const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** What is sent: a series name only for a series, an edition size only for an edition. */
export function workInput(values: WorkFormValues): StudioWorkInput {
  return {
    title: values.title.trim(),
    description: values.description,
    workStartDate: orNull(values.workStartDate),
    workEndDate: orNull(values.workEndDate),
    yearCreated: values.yearCreated ?? null,
    width: values.width ?? null,
    height: values.height ?? null,
    price: values.price ?? null,
    discountPercent: values.discountPercent ?? null,
    colours: values.colours,
    subjects: values.subjects,
    mediums: values.mediums,
    surfaces: values.surfaces,
    formal: values.formal,
    partOfSeries: values.partOfSeries,
    seriesName: values.partOfSeries ? orNull(values.seriesName) : null,
    uniqueCopy: values.uniqueCopy,
    editionSize: values.uniqueCopy ? null : (values.editionSize ?? null),
    isFramed: values.isFramed,
    videoUrl: orNull(values.videoUrl),
    images: values.images.map((image) => image.url),
  };
}
