import { AR_ARTWORK_VIEW_SHARE } from '@vernissage/core/constants';

export interface Size {
  width: number;
  height: number;
}

/**
 * The work's size at scale 1 in the AR view (spec/01 §9: drawn at 60 percent of the view): as
 * large as fits in 60% of the view's width and 60% of its height, keeping the work's aspect, so
 * one side is exactly 60% whatever the picture's own pixel size. Null until the view has a size.
 */
export function arArtworkSize(view: Size, aspect: number): Size | null {
  if (view.width <= 0 || view.height <= 0 || !(aspect > 0) || !Number.isFinite(aspect)) return null;
  const box = { width: view.width * AR_ARTWORK_VIEW_SHARE, height: view.height * AR_ARTWORK_VIEW_SHARE };
  return box.width / box.height > aspect ? { width: box.height * aspect, height: box.height } : { width: box.width, height: box.width / aspect };
}
