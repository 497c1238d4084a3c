export { generateCatalogue, DEMO_SEED } from './generator.ts';
export { chooseQuiz } from './quiz.ts';
export type { DemoCatalogue, DemoPerson, DemoArtwork, DemoSnippet, DemoSeo, DemoArticle, DemoStyle } from './types.ts';
