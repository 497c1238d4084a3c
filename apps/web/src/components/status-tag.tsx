import { Tag, type TagProps } from 'antd';
import { statusTones, type StatusTone } from '../config/theme.ts';

type StatusTagProps = Omit<TagProps, 'color' | 'variant' | 'style'> & { tone: StatusTone };

/**
 * A state label (Awaiting confirmation, On hold for you, a hold's time left): an outlined tag in
 * one of the status tones, each readable at 4.5:1 or more. Its colours are set on the tag itself,
 * so no preset colour or stylesheet order can make it yellow on pale yellow again.
 */
export function StatusTag({ tone, ...props }: StatusTagProps) {
  const colours = statusTones[tone];
  return <Tag variant="outlined" {...props} style={{ color: colours.text, backgroundColor: colours.background, borderColor: colours.border }} />;
}
