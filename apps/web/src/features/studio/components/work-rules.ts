import { STUDIO_MESSAGES as S, studioWorkInputSchema, WORK_IMAGES_MAX } from '@vernissage/core/schemas';
import type { FormRule } from 'antd';
import type { z } from 'zod';

const { shape } = studioWorkInputSchema;

/**
 * A rule that runs the contract's own schema for the field, so the form says exactly what the
 * server would. An empty input ('' or nothing) is the contract's null, or '' for text it requires.
 */
function contract(schema: z.ZodType, empty: null | '' = null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const input = value === '' || value === undefined || value === null ? empty : value;
      const result = schema.safeParse(input);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

const endAfterStart: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const start: unknown = getFieldValue('workStartDate');
    if (typeof value === 'string' && value && typeof start === 'string' && start && value < start) throw new Error(S.dateOrder);
  },
});

const seriesNameRequired: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (getFieldValue('partOfSeries') === true && !(typeof value === 'string' && value.trim())) throw new Error(S.seriesNameRequired);
  },
});

const editionSizeRequired: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (getFieldValue('uniqueCopy') === false && (value === null || value === undefined)) throw new Error(S.editionSizeRequired);
  },
});

export const workRules = {
  // The title is the one field a draft needs.
  title: [contract(shape.title, '')],
  description: [contract(shape.description, '')],
  workStartDate: [contract(shape.workStartDate)],
  workEndDate: [contract(shape.workEndDate), endAfterStart],
  yearCreated: [contract(shape.yearCreated)],
  width: [contract(shape.width)],
  height: [contract(shape.height)],
  price: [contract(shape.price)],
  discountPercent: [contract(shape.discountPercent)],
  seriesName: [seriesNameRequired, contract(shape.seriesName)],
  editionSize: [editionSizeRequired, contract(shape.editionSize)],
  videoUrl: [contract(shape.videoUrl)],
  images: [{ type: 'array', max: WORK_IMAGES_MAX, message: S.imagesMax }],
} satisfies Record<string, FormRule[]>;
