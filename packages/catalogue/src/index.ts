export { generateCatalogue, DEMO_SEED } from './generator.ts';
export type { DemoCatalogue, DemoPerson, DemoArtwork, DemoSnippet, DemoSeo, DemoArticle, DemoStyle } from './types.ts';
